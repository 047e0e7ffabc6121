import { describe, expect, it } from "vitest"
import { loadByWindow } from "../shopper-load"
import type { Sent } from "../timed-calls"

/** A call of `variant` that started `startS` seconds into the run and took `ms`. */
const call = (variant: string, startS: number, ms: number): Sent => ({
  method: "GET",
  path: "/api/x",
  variant,
  status: 200,
  message: "",
  ms,
  at: startS * 1000 + ms,
})

describe("the crowd's latency in slices of time (issue 20, item 6)", () => {
  it("counts a call in the window it started in, however long it took", () => {
    const windows = loadByWindow([call("gallery", 2, 100), call("cart add", 9.5, 4000), call("gallery", 12, 50)])
    expect(windows.map((w) => [w.from, w.to, w.calls])).toEqual([
      [0, 10, 2],
      [10, 20, 1],
    ])
  })

  it("names the kind of call that was slowest in each window, with its p99", () => {
    const sent = [
      ...Array.from({ length: 20 }, (_, i) => call("gallery", 31 + i * 0.1, 80 + i)),
      call("checkout session", 33, 2700),
      call("order complete", 35, 5700),
    ]
    const [checkouts] = loadByWindow(sent)
    expect(checkouts).toMatchObject({ from: 30, to: 40, calls: 22, slowest: { variant: "order complete", p99: 5700 } })
    expect(checkouts.p50).toBeLessThan(200)
    expect(checkouts.p99).toBe(5700)
  })

  it("leaves out windows in which no call started, and answers nothing for no calls", () => {
    expect(loadByWindow([call("styles", 1, 20), call("styles", 41, 20)]).map((w) => w.from)).toEqual([0, 40])
    expect(loadByWindow([])).toEqual([])
  })
})
