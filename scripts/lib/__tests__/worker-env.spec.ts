import { describe, expect, it } from "vitest"
import { JEMALLOC_PATHS, workerMemoryEnv } from "../worker-env"

const onLinux = process.platform === "linux" ? it : it.skip

describe("the painting worker's allocator under npm start (issue 20, item 4)", () => {
  onLinux("preloads jemalloc when it is installed, before what was preloaded already", () => {
    const env = workerMemoryEnv({ LD_PRELOAD: "/opt/other.so" }, (p) => p === JEMALLOC_PATHS[1])
    expect(env.LD_PRELOAD).toBe(`${JEMALLOC_PATHS[1]}:/opt/other.so`)
    expect(env.MALLOC_ARENA_MAX).toBe("2")
  })

  it("starts the worker on glibc with two arenas when jemalloc is not installed", () => {
    const env = workerMemoryEnv({}, () => false)
    expect(env.LD_PRELOAD).toBeUndefined()
    expect(env.MALLOC_ARENA_MAX).toBe("2")
  })

  onLinux("leaves an operator's own jemalloc and arena count alone", () => {
    const env = workerMemoryEnv({ LD_PRELOAD: "/opt/libjemalloc.so", MALLOC_ARENA_MAX: "4" }, () => true)
    expect(env.LD_PRELOAD).toBeUndefined()
    expect(env.MALLOC_ARENA_MAX).toBe("4")
  })
})
