import { describe, expect, it } from "vitest"
import { ASSETS_FLOOR, CEILING, FINISHING_AT, NOMINAL_MS, curveAt, elapsedFor, progressAt, progressPhase } from "./progress-curve"

describe("painting progress curve", () => {
  it("starts at 0 and reaches 85% at the 45 s nominal time", () => {
    expect(curveAt(0)).toBe(0)
    expect(curveAt(-100)).toBe(0)
    expect(curveAt(NOMINAL_MS)).toBeCloseTo(FINISHING_AT, 6)
  })

  it("is monotonic and never passes 99% before completion", () => {
    let last = -1
    for (let t = 0; t <= 10 * 60_000; t += 250) {
      const p = progressAt({ elapsedMs: t, status: "in-progress" })
      expect(p).toBeGreaterThanOrEqual(last)
      expect(p).toBeLessThanOrEqual(CEILING)
      last = p
    }
    expect(progressAt({ elapsedMs: 1e9, status: "in-progress" })).toBeLessThanOrEqual(CEILING)
  })

  it("slows sharply after 45 s while the assets have not arrived", () => {
    const early = curveAt(10_000) - curveAt(0)
    const late = curveAt(NOMINAL_MS + 10_000) - curveAt(NOMINAL_MS)
    expect(late).toBeLessThan(early / 4)
    expect(curveAt(2 * NOMINAL_MS)).toBeLessThan(CEILING)
    expect(curveAt(2 * NOMINAL_MS)).toBeGreaterThan(95)
  })

  it("elapsedFor inverts the curve", () => {
    for (const p of [1, 25, 50, 85, 98]) expect(curveAt(elapsedFor(p))).toBeCloseTo(p, 6)
    expect(elapsedFor(0)).toBe(0)
    expect(elapsedFor(CEILING)).toBe(Infinity)
  })

  it("never falls behind the worker's reported progress, scaled into the painting part", () => {
    expect(progressAt({ elapsedMs: 1000, reported: 100, status: "in-progress" })).toBeCloseTo(FINISHING_AT, 6)
    expect(progressAt({ elapsedMs: 1000, reported: 50, status: "in-progress" })).toBeCloseTo(FINISHING_AT / 2, 6)
  })

  it("jumps to at least 92% when the assets arrive and to 100% only when complete", () => {
    expect(progressAt({ elapsedMs: 1000, assetsArrived: true, status: "in-progress" })).toBe(ASSETS_FLOOR)
    expect(progressAt({ elapsedMs: 1000, status: "complete" })).toBe(100)
  })

  it("names the phases: painting until 85% or assets, then finishing up, then complete", () => {
    expect(progressPhase({ percent: 10, status: "queue" })).toBe("queue")
    expect(progressPhase({ percent: 40, status: "in-progress" })).toBe("painting")
    expect(progressPhase({ percent: 85, status: "in-progress" })).toBe("finishing")
    expect(progressPhase({ percent: 40, assetsArrived: true, status: "in-progress" })).toBe("finishing")
    expect(progressPhase({ percent: 100, status: "complete" })).toBe("complete")
    expect(progressPhase({ percent: 10, status: "failed" })).toBe("failed")
  })
})
