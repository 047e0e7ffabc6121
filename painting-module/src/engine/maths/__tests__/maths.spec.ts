/** The engine's maths: conversions that round-trip, and blurs whose bands join without a seam. */
import { describe, expect, it } from "vitest"
import { bandRows } from "../bands"
import { boxMean, gaussBand, gaussBlur, gaussianRows3, maxAbs } from "../blur"
import { hslToRgb, hsvToRgb, labToRgb, luma601, luma709, rgbToHsl, rgbToHsv, rgbToLab } from "../colour"
import { areaResize } from "../resample"

const colours: [number, number, number][] = []
for (let r = 0; r <= 4; r++) for (let g = 0; g <= 4; g++) for (let b = 0; b <= 4; b++) colours.push([r / 4, g / 4, b / 4])

/** A deterministic test image, c channels. */
function image(w: number, h: number, c: number): Float32Array {
  const d = new Float32Array(w * h * c)
  for (let i = 0; i < d.length; i++) d[i] = ((i * 2654435761) % 1009) / 1009
  return d
}

describe("colour", () => {
  it("takes every colour to Lab and back within 1/255 (table-based linearisation)", () => {
    const lab = [0, 0, 0]
    const back = [0, 0, 0]
    for (const [r, g, b] of colours) {
      rgbToLab(r, g, b, lab)
      labToRgb(lab[0], lab[1], lab[2], back)
      expect(Math.max(Math.abs(back[0] - r), Math.abs(back[1] - g), Math.abs(back[2] - b))).toBeLessThan(1 / 255)
    }
    rgbToLab(1, 1, 1, lab)
    expect(lab[0]).toBeCloseTo(100, 1)
  })

  it("round-trips HSL and HSV", () => {
    for (const [r, g, b] of colours) {
      for (const back of [hslToRgb(...rgbToHsl(r, g, b)), hsvToRgb(...rgbToHsv(r, g, b))]) {
        expect(back[0]).toBeCloseTo(r, 9)
        expect(back[1]).toBeCloseTo(g, 9)
        expect(back[2]).toBeCloseTo(b, 9)
      }
    }
  })

  it("weighs green most and blue least in both lumas, white at 1", () => {
    for (const luma of [luma709, luma601]) {
      expect(luma(1, 1, 1)).toBeCloseTo(1, 9)
      expect(luma(0, 1, 0)).toBeGreaterThan(luma(1, 0, 0))
      expect(luma(1, 0, 0)).toBeGreaterThan(luma(0, 0, 1))
    }
  })
})

describe("blur and bands", () => {
  const w = 37
  const h = 53

  it("splits rows into bands that cover them once", () => {
    for (const n of [1, 2, 3, 7]) {
      const rows = [...Array(n).keys()].map((i) => bandRows(h, n, i))
      expect(rows[0][0]).toBe(0)
      expect(rows[n - 1][1]).toBe(h)
      for (let i = 1; i < n; i++) expect(rows[i][0]).toBe(rows[i - 1][1])
    }
  })

  it("gives the same bits whole or in any bands (almost-Gaussian and exact Gaussian)", () => {
    const src = image(w, h, 3)
    for (const sigma of [0.8, 3, 9]) {
      const whole = gaussBlur(src, w, h, 3, sigma)
      const banded = new Float32Array(src.length)
      const exactWhole = new Float32Array(src.length)
      const exactBanded = new Float32Array(src.length)
      gaussianRows3(src, exactWhole, w, h, sigma, 0, h)
      for (let i = 0; i < 3; i++) {
        const [y0, y1] = bandRows(h, 3, i)
        gaussBand({ kind: "gauss", width: w, height: h, channels: 3, sigma, maxAbs: maxAbs(src), src, dst: banded, y0, y1 })
        gaussianRows3(src, exactBanded, w, h, sigma, y0, y1)
      }
      expect(Buffer.from(banded.buffer).equals(Buffer.from(whole.buffer))).toBe(true)
      expect(Buffer.from(exactBanded.buffer).equals(Buffer.from(exactWhole.buffer))).toBe(true)
      // and it does blur: neighbouring pixels move closer
      const step = (d: Float32Array) => d.reduce((s, v, i) => (i >= 3 ? s + Math.abs(v - d[i - 3]) : s), 0)
      expect(step(whole)).toBeLessThan(step(src) * 0.8)
    }
  })

  it("keeps a flat image flat (box mean, area resize)", () => {
    const flat = new Float32Array(w * h).fill(0.25)
    for (const v of boxMean(flat, w, h, 4)) expect(v).toBeCloseTo(0.25, 6)
    const rgb = { width: w, height: h, data: new Float32Array(w * h * 3).fill(0.5) }
    const small = areaResize(rgb, 10, 14)
    expect(small.data.length).toBe(10 * 14 * 3)
    for (const v of small.data) expect(v).toBeCloseTo(0.5, 6)
  })
})
