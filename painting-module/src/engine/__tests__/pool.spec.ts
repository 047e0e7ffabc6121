import { afterAll, describe, expect, it } from "vitest"
import { blur } from "../filters/parallel"
import { readdirSync, readFileSync } from "node:fs"
import { BACKGROUND_NICE, enginePoolStats, runInEngineLane, setEngineRecycleBytes, shutdownEnginePool } from "../pool"

afterAll(async () => {
  setEngineRecycleBytes()
  await shutdownEnginePool()
})

/** A 256x256 RGB test picture with some structure to blur. */
function picture(): Float32Array {
  const data = new Float32Array(256 * 256 * 3)
  for (let i = 0; i < data.length; i++) data[i] = ((i * 7919) % 256) / 255
  return data
}

describe("the engine's thread pool (issue 20, item 4)", () => {
  it("replaces a thread that was sent more than its share once idle, and paints the same with the fresh one", async () => {
    const src = picture()
    const alone = await blur(src, 256, 256, 3, 2, 1)
    // Every banded call sends ~1.5 MB to each thread: over this threshold after the first.
    setEngineRecycleBytes(1024 * 1024)
    const before = enginePoolStats().retired
    const first = await blur(src, 256, 256, 3, 2, 2)
    const second = await blur(src, 256, 256, 3, 2, 2)
    expect(enginePoolStats().retired - before).toBeGreaterThanOrEqual(4)
    expect(Array.from(first)).toEqual(Array.from(alone))
    expect(Array.from(second)).toEqual(Array.from(alone))
  })

  it("keeps its threads while they hold less than the threshold", async () => {
    setEngineRecycleBytes()
    const src = picture()
    await blur(src, 256, 256, 3, 2, 2)
    const before = enginePoolStats().retired
    await blur(src, 256, 256, 3, 2, 2)
    expect(enginePoolStats().retired).toBe(before)
    expect(enginePoolStats().threads).toBe(2)
  })

  it("runs a print render's bands on threads of its own at a lower CPU priority, painting the same", async () => {
    setEngineRecycleBytes()
    const src = picture()
    const alone = await blur(src, 256, 256, 3, 2, 1)
    const foreground = enginePoolStats().threads
    const niced = () =>
      readdirSync("/proc/self/task").filter((tid) => {
        const fields = readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1]!.split(" ")
        return Number(fields[16]) === BACKGROUND_NICE
      }).length
    const before = niced()
    const printed = await runInEngineLane("background", () => blur(src, 256, 256, 3, 2, 2))
    expect(Array.from(printed)).toEqual(Array.from(alone))
    expect(enginePoolStats().threads).toBe(foreground + 2)
    expect(niced() - before).toBe(2)
    // Outside the lane, work stays on the foreground threads.
    await blur(src, 256, 256, 3, 2, 2)
    expect(enginePoolStats().threads).toBe(foreground + 2)
  })
})
