import { describe, expect, it } from "vitest"
import { SAMPLER_START_WINDOW_MS, samplesComing, samplingLine, samplingPhase } from "./style-samples"

const now = Date.parse("2026-11-27T10:00:00Z")
const photo = (status: string, sampling: { done: number; total: number } | null = null, age = 60_000) => ({
  status,
  sampling,
  dateCreated: new Date(now - age).toISOString(),
})

describe("the style sampler's progress on a photo", () => {
  it("follows the photo: analysed first, then queued, painting and done", () => {
    expect(samplingPhase(photo("uploaded"), now)).toBe("analysing")
    expect(samplingPhase(photo("analysing"), now)).toBe("analysing")
    expect(samplingPhase(photo("analysed"), now)).toBe("queued")
    expect(samplingPhase(photo("analysed", { done: 0, total: 13 }), now)).toBe("painting")
    expect(samplingPhase(photo("analysed", { done: 7, total: 13 }), now)).toBe("painting")
    expect(samplingPhase(photo("analysed", { done: 13, total: 13 }), now)).toBe("done")
  })

  it("expects no samples of a failed photo, or of one analysed long before without any", () => {
    expect(samplingPhase(photo("failed"), now)).toBe("none")
    expect(samplingPhase(photo("analysed", null, SAMPLER_START_WINDOW_MS + 1), now)).toBe("none")
    expect(samplingPhase(undefined, now)).toBe("none")
    expect(samplesComing("none")).toBe(false)
    expect(samplesComing("done")).toBe(false)
    expect(samplesComing("queued")).toBe(true)
  })

  it("says how many styles are ready", () => {
    expect(samplingLine("painting", { done: 7, total: 13 }, 13)).toBe("Your pet in every style: 7 of 13 ready")
    expect(samplingLine("done", { done: 13, total: 13 }, 13)).toBe("Your pet in every style: 13 of 13 ready")
    expect(samplingLine("queued", null, 13)).toBe("Your pet in every style: 0 of 13 ready")
    expect(samplingLine("analysing", null, 13)).toMatch(/^Finding your pet/)
    expect(samplingLine("none", null, 13)).toBeNull()
  })
})
