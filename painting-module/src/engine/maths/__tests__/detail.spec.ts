import { describe, expect, it } from "vitest"
import type { Raster } from "../../types"
import { fineDetail } from "../detail"

function raster(width: number, height: number, value: (x: number, y: number) => number): Raster {
  const data = new Float32Array(width * height * 3)
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.fill(value(x, y), (y * width + x) * 3, (y * width + x) * 3 + 3)
  return { width, height, data } as Raster
}

describe("fineDetail", () => {
  it("is zero on a flat or linear picture and grows with fine texture", () => {
    expect(fineDetail(raster(40, 30, () => 0.5))).toBe(0)
    expect(fineDetail(raster(40, 30, (x, y) => (x + y) / 70))).toBeCloseTo(0, 6)
    const fine = fineDetail(raster(40, 30, (x, y) => ((x + y) % 2 ? 1 : 0)))
    const coarse = fineDetail(raster(40, 30, (x, y) => (Math.floor(x / 8) + Math.floor(y / 8)) % 2))
    expect(fine).toBeCloseTo(4, 6)
    expect(coarse).toBeGreaterThan(0)
    expect(fine).toBeGreaterThan(coarse * 5)
  })
})
