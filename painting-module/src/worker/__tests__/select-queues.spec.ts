import { describe, expect, it } from "vitest"
import { selectWorkerQueues } from "../select-queues"

describe("npm run worker's queues", () => {
  it("consumes every queue unless told otherwise", () => {
    expect(selectWorkerQueues([], {})).toEqual({ help: false, queues: ["photo", "paint", "production"] })
  })

  it("takes --queues or WORKER_QUEUES, the flag first, in the queues' own order", () => {
    expect(selectWorkerQueues(["--queues", "production"], {})).toEqual({ help: false, queues: ["production"] })
    expect(selectWorkerQueues(["--queues=production,photo"], {})).toEqual({ help: false, queues: ["photo", "production"] })
    expect(selectWorkerQueues([], { WORKER_QUEUES: "paint, photo" })).toEqual({ help: false, queues: ["photo", "paint"] })
    expect(selectWorkerQueues(["--queues", "paint"], { WORKER_QUEUES: "production" })).toEqual({ help: false, queues: ["paint"] })
  })

  it("takes what npm passes on from the repository root: the bare names, or npm_config_queues", () => {
    // `npm run worker -- --queues production` there: npm keeps the flag, the name comes through.
    expect(selectWorkerQueues(["production"], { npm_config_queues: "true" })).toEqual({ help: false, queues: ["production"] })
    // `npm run worker -- --queues=photo,paint` there: only npm's setting carries it.
    expect(selectWorkerQueues([], { npm_config_queues: "photo,paint", WORKER_QUEUES: "production" })).toEqual({
      help: false,
      queues: ["photo", "paint"],
    })
  })

  it("refuses a queue it does not know instead of starting an idle worker", () => {
    expect(() => selectWorkerQueues(["--queues", "print"], {})).toThrow(/unknown queue print; the queues are photo, paint, production/)
    expect(() => selectWorkerQueues([], { WORKER_QUEUES: "," })).toThrow(/unknown queue/)
    expect(() => selectWorkerQueues(["--threads", "2"], {})).toThrow()
    expect(() => selectWorkerQueues(["prod"], {})).toThrow(/unknown queue prod/)
    expect(selectWorkerQueues(["--help"], {})).toEqual({ help: true })
  })
})
