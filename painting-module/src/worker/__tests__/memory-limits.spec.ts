import sharp from "sharp"
import { afterEach, describe, expect, it } from "vitest"
import { applyWorkerMemoryLimits } from "../memory-limits"

// sharp's cache is process-wide: put its defaults back for the other specs of this process.
afterEach(() => void sharp.cache({ memory: 50, files: 20, items: 100 }))

describe("a painting worker's memory limits (issue 20, item 4)", () => {
  it("turn libvips' operation cache off: every job decodes other pictures", () => {
    expect(applyWorkerMemoryLimits({})).toEqual({ sharpCacheMb: 0 })
    const cache = sharp.cache()
    expect(cache.memory.max).toBe(0)
    expect(cache.items.max).toBe(0)
    expect(cache.files.max).toBe(0)
  })

  it("keep a cache of the size PAINTING_SHARP_CACHE_MB asks for, and no open files", () => {
    expect(applyWorkerMemoryLimits({ PAINTING_SHARP_CACHE_MB: "16" })).toEqual({ sharpCacheMb: 16 })
    const cache = sharp.cache()
    expect(cache.memory.max).toBe(16)
    expect(cache.files.max).toBe(0)
  })
})
