import { describe, expect, it } from "vitest"
import { JEMALLOC_PATHS, workerMemoryEnv } from "../worker-env"

describe("the painting worker's allocator under npm start (issue 20, item 4)", () => {
  it("preloads jemalloc when it is installed, before what was preloaded already", () => {
    const env = workerMemoryEnv({ LD_PRELOAD: "libother.so" }, (p) => p === JEMALLOC_PATHS[1])
    expect(env.LD_PRELOAD).toBe(`${JEMALLOC_PATHS[1]}:libother.so`)
    expect(env.MALLOC_ARENA_MAX).toBe("2")
  })

  it("starts the worker on glibc with two arenas when jemalloc is not installed", () => {
    const env = workerMemoryEnv({}, () => false)
    expect(env.LD_PRELOAD).toBeUndefined()
    expect(env.MALLOC_ARENA_MAX).toBe("2")
  })

  it("leaves an operator's own jemalloc and arena count alone", () => {
    const env = workerMemoryEnv({ LD_PRELOAD: "libjemalloc.so", MALLOC_ARENA_MAX: "4" }, () => true)
    expect(env.LD_PRELOAD).toBeUndefined()
    expect(env.MALLOC_ARENA_MAX).toBe("4")
  })
})
