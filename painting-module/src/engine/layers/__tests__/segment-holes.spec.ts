/**
 * The segment layer's clean-up on synthetic pictures: a hole inside the pet (a patch of the
 * background's colour, e.g. a white bib on a dark cat against a white wall) becomes subject,
 * also when it reaches the picture's edge inside the subject box; only the piece of the
 * mask the pet is in is kept; the result is deterministic.
 */
import { describe, expect, it } from "vitest"
import type { Raster } from "../../types"
import type { Box } from "../contract"
import { maskMean, segmentSubject } from "../builtin/segment"

const W = 240
const H = 320
const BG = [0.93, 0.92, 0.9]
const PET = [0.35, 0.22, 0.12]

/** A brown ellipse (the pet) on a light wall, with `holes` painted in the wall's colour. */
function picture(holes: Box[], extra: Box[] = [], seed = 1): Raster {
  const data = new Float32Array(W * H * 3)
  let s = seed
  const noise = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5) * 0.04
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const pet = ((x - 120) / 80) ** 2 + ((y - 190) / 130) ** 2 <= 1
      const hole = holes.some((b) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height)
      const blob = extra.some((b) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height)
      const c = (pet && !hole) || blob ? PET : BG
      for (let k = 0; k < 3; k++) data[(y * W + x) * 3 + k] = Math.min(1, Math.max(0, c[k] + noise()))
    }
  }
  return { width: W, height: H, data }
}

const SUBJECT: Box = { x: 36, y: 56, width: 168, height: 264 }

describe("segmentSubject's clean-up", () => {
  it("fills a hole inside the pet", () => {
    for (const hole of [
      { x: 100, y: 150, width: 40, height: 40 },
      { x: 90, y: 200, width: 60, height: 30 },
      { x: 70, y: 120, width: 30, height: 70 },
    ]) {
      const mask = segmentSubject(picture([hole]), SUBJECT)
      expect(maskMean(mask, W, { x: hole.x + 4, y: hole.y + 4, width: hole.width - 8, height: hole.height - 8 })).toBeGreaterThan(0.8)
      // the wall around the pet stays background
      expect(maskMean(mask, W, { x: 0, y: 0, width: W, height: 40 })).toBeLessThan(0.1)
    }
  })

  it("fills a hole that reaches the picture's bottom edge inside the subject box", () => {
    // the pet's chest runs off the bottom of the picture, a light patch on it reaching the edge
    const hole = { x: 100, y: 270, width: 40, height: 50 }
    const mask = segmentSubject(
      picture(
        [hole],
        [
          { x: 60, y: 250, width: 40, height: 70 },
          { x: 140, y: 250, width: 40, height: 70 },
        ]
      ),
      SUBJECT
    )
    expect(maskMean(mask, W, { x: hole.x + 4, y: hole.y + 4, width: hole.width - 8, height: hole.height - 8 })).toBeGreaterThan(0.8)
  })

  it("keeps only the piece the pet is in", () => {
    // a pet-coloured patch in the box's corner, apart from the pet
    const mask = segmentSubject(picture([], [{ x: 38, y: 58, width: 16, height: 16 }]), SUBJECT)
    expect(maskMean(mask, W, { x: 40, y: 60, width: 12, height: 12 })).toBeLessThan(0.2)
    expect(maskMean(mask, W, { x: 100, y: 160, width: 40, height: 60 })).toBeGreaterThan(0.9)
  })

  it("is deterministic", () => {
    const img = picture([{ x: 100, y: 150, width: 40, height: 40 }])
    const a = segmentSubject(img, SUBJECT)
    const b = segmentSubject(img, SUBJECT)
    expect(Buffer.from(a.buffer).equals(Buffer.from(b.buffer))).toBe(true)
  })
})
