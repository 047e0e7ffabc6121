/**
 * What issue 22 asked of the cut-out, on synthetic pictures whose truth is known: a blanket
 * beside the pet inside its box stays out of the mask, a person in the picture stays out,
 * a picture where the pet cannot be told from its surroundings keeps its full frame,
 * vignetted, instead of a wrong shape, and a painting previewed with the first segmenter is cut the same way again.
 */
import { describe, expect, it } from "vitest"
import type { Raster } from "../../types"
import type { Box } from "../contract"
import { CURRENT_CUT, FIRST_CUT, cutVersionOf } from "../builtin/cut-version"
import { withCutVersion } from "../pin-cut-version"
import { maskMean, segmentWithJudgement } from "../builtin/segment"

const W = 240
const H = 320
const WALL = [0.93, 0.92, 0.9]
const PET = [0.55, 0.35, 0.18]

type Patch = { box: Box; colour: number[] }

/** A brown ellipse (the pet) on a light wall, with patches painted over the wall. */
function picture(patches: Patch[], seed = 1): Raster {
  const data = new Float32Array(W * H * 3)
  let s = seed
  const noise = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5) * 0.04
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const pet = ((x - 110) / 62) ** 2 + ((y - 170) / 110) ** 2 <= 1
      const patch = patches.find((p) => x >= p.box.x && x < p.box.x + p.box.width && y >= p.box.y && y < p.box.y + p.box.height)
      const c = pet ? PET : patch ? patch.colour : WALL
      for (let k = 0; k < 3; k++) data[(y * W + x) * 3 + k] = Math.min(1, Math.max(0, c[k] + noise()))
    }
  }
  return { width: W, height: H, data }
}

/** The detector's box: the pet and whatever lies beside it inside the box. */
const SUBJECT: Box = { x: 40, y: 52, width: 170, height: 236 }
const FIRST = { coreSeeds: 0, rimSeeds: 0, avoidPrior: 0, fallback: false }

describe("the cut-out", () => {
  it("leaves out a blanket lying beside the pet inside its box", () => {
    // a dark blanket from the pet's right side to the box's right edge and bottom
    const blanket: Patch = { box: { x: 150, y: 200, width: 70, height: 100 }, colour: [0.3, 0.26, 0.24] }
    const img = picture([blanket])
    const inBlanket = { x: 182, y: 240, width: 24, height: 40 }
    const now = segmentWithJudgement(img, SUBJECT)
    const before = segmentWithJudgement(img, SUBJECT, FIRST)
    expect(maskMean(before.mask, W, inBlanket)).toBeGreaterThan(0.6)
    expect(maskMean(now.mask, W, inBlanket)).toBeLessThan(0.25)
    expect(now.fellBack).toBe(false)
    expect(maskMean(now.mask, W, { x: 90, y: 140, width: 40, height: 60 })).toBeGreaterThan(0.9)
  })

  it("leaves out a person the painting does not frame", () => {
    // a person in a brown coat, as brown as the pet, overlapping the left of the pet's box
    // (the box's rim seeds are left out here, to see the person's box at work alone)
    const person: Patch = { box: { x: 8, y: 100, width: 54, height: 200 }, colour: PET }
    const img = picture([person])
    const inPerson = { x: 42, y: 150, width: 10, height: 100 }
    const withPerson = segmentWithJudgement(img, SUBJECT, { rimSeeds: 0 }, [person.box])
    const without = segmentWithJudgement(img, SUBJECT, { rimSeeds: 0 })
    expect(maskMean(without.mask, W, inPerson)).toBeGreaterThan(0.6)
    expect(maskMean(withPerson.mask, W, inPerson)).toBeLessThan(0.3)
    expect(maskMean(withPerson.mask, W, { x: 90, y: 140, width: 40, height: 60 })).toBeGreaterThan(0.9)
  })

  it("is the full frame, vignetted, when the pet cannot be told from its surroundings", () => {
    // every pixel random: no colour model and no outline can be trusted
    const data = new Float32Array(W * H * 3)
    let s = 7
    for (let i = 0; i < data.length; i++) data[i] = (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648
    const { mask, judgement, fellBack } = segmentWithJudgement({ width: W, height: H, data }, SUBJECT)
    expect(judgement.sure).toBe(false)
    expect(fellBack).toBe(true)
    const centre = { x: SUBJECT.x + SUBJECT.width / 2 - 10, y: SUBJECT.y + SUBJECT.height / 2 - 10, width: 20, height: 20 }
    expect(maskMean(mask, W, centre)).toBeGreaterThan(0.98)
    expect(maskMean(mask, W, { x: 0, y: 0, width: 20, height: 20 })).toBe(0)
    // the whole box and most of the frame are kept; towards the corners it fades through the middle values
    expect(maskMean(mask, W, SUBJECT)).toBeGreaterThan(0.9)
    expect(maskMean(mask, W, { x: 0, y: 0, width: W, height: H })).toBeGreaterThan(0.7)
    const diagonal = [0.05, 0.1, 0.15, 0.2].map((f) => mask[Math.round(H * f) * W + Math.round(W * f)])
    expect(diagonal.filter((v) => v > 0.1 && v < 0.9).length).toBeGreaterThanOrEqual(1)
    // the same picture with the first segmenter cuts some shape out of it
    expect(segmentWithJudgement({ width: W, height: H, data }, SUBJECT, FIRST).fellBack).toBe(false)
  })

  it("cuts a clear pet without falling back", () => {
    const { judgement, fellBack } = segmentWithJudgement(picture([]), SUBJECT)
    expect(fellBack).toBe(false)
    expect(judgement.edge).toBeGreaterThan(2)
  })
})

describe("the cut version a painting is made with", () => {
  const step = (params: Record<string, unknown>) => ({ layer: "segment", fn: "grabCutMask", params, ms: 1, width: 1, height: 1 })

  it("is the current one for a new painting and the recorded one for a painted one", () => {
    expect(cutVersionOf(null)).toBe(CURRENT_CUT)
    expect(cutVersionOf({ preview: [step({ cut: CURRENT_CUT })] })).toBe(CURRENT_CUT)
    // previewed before cuts were versioned: the first segmenter, also for its print file
    expect(cutVersionOf({ preview: [step({})] })).toBe(FIRST_CUT)
    expect(cutVersionOf({ preview: [step({ cut: 99 })] })).toBe(FIRST_CUT)
  })

  it("is pinned on every segment step, so the history records it", () => {
    expect(withCutVersion(null, 2).segment).toEqual([{ fn: "grabCutMask", params: { cut: 2 } }])
    expect(withCutVersion({ segment: [{ fn: "grabCutMask", params: { workSize: 160 } }] }, 1).segment).toEqual([
      { fn: "grabCutMask", params: { workSize: 160, cut: 1 } },
    ])
  })
})
