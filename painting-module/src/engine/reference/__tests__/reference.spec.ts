/**
 * Paint styles: a reference artwork's palette, contrast and brush character measured once,
 * and a photo painted with them moves close to the reference and away from the photo while
 * the pet stays recognisable.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import "../../layers/builtin"
import type { LayerContext } from "../../layers/contract"
import { shutdownEnginePool } from "../../pool"
import { rasterToRgb } from "../../raster"
import { runLayerSteps } from "../../recipes/run"
import type { Raster } from "../../types"
import { preparePhoto } from "../../__tests__/style-fixtures"
import { analyseReference, paintStyleSteps, transferColour } from ".."
import { paletteDistance, statsDistance, structureCorrelation } from "../measures"

const W = 256
const H = 384
const OUT = "/tmp/style-types"

const ctx = (subject: LayerContext["subject"] = null): LayerContext => ({
  seed: 11,
  scale: W / 512,
  threads: 1,
  subject,
  mask: null,
  face: null,
  onProgress: async () => undefined,
})

async function save(name: string, r: Raster) {
  mkdirSync(OUT, { recursive: true })
  writeFileSync(
    `${OUT}/${name}.png`,
    await sharp(rasterToRgb(r), { raw: { width: r.width, height: r.height, channels: 3 } })
      .png()
      .toBuffer()
  )
}

/** A reference artwork made from another photo: a strong two-tone palette, painted with brushes of the given size. */
async function artwork(file: string, radii: number[], stops = ["#0b1d4a", "#2e5fa8", "#f08a3c", "#fbe6a2"]): Promise<Raster> {
  const photo = await preparePhoto(file, W, H)
  return runLayerSteps(
    [
      { fn: "gradientMap", params: { stops, amount: 1, normalize: true } },
      { fn: "strokes", params: { radii, threshold: 40, texture: 0.6 } },
    ],
    photo.raster,
    ctx(photo.subject)
  )
}

afterAll(async () => {
  await shutdownEnginePool()
})

describe("reference analysis", () => {
  let fine: Raster
  let coarse: Raster
  beforeAll(async () => {
    fine = await artwork("cat-chelsea.png", [4, 2, 1])
    coarse = await artwork("cat-chelsea.png", [16, 10, 6])
  })

  it("finds bigger brushes and longer strokes in a coarser painting", () => {
    const a = analyseReference(fine)
    const b = analyseReference(coarse)
    expect(b.measures.grain).toBeGreaterThan(a.measures.grain * 1.3)
    expect(b.strokes.radii[0]).toBeGreaterThan(a.strokes.radii[0])
    expect(b.strokes.maxStrokeLength).toBeGreaterThan(a.strokes.maxStrokeLength)
    // The brushes stay within what the strokes engine paints well at preview size.
    for (const r of [...a.strokes.radii, ...b.strokes.radii]) expect(r).toBeGreaterThanOrEqual(1.5)
    expect(b.strokes.radii[0]).toBeLessThanOrEqual(18)
  })

  it("reads the palette and contrast: a dark, blue-orange artwork", () => {
    const a = analyseReference(coarse)
    expect(a.palette.length).toBeGreaterThanOrEqual(4)
    expect(a.palette.reduce((s, p) => s + p.share, 0)).toBeCloseTo(1, 1)
    // Blue shadows: somewhere in the palette a clearly blue colour (b* well below 0).
    const blues = a.palette.filter((p) => parseInt(p.colour.slice(5, 7), 16) > parseInt(p.colour.slice(1, 3), 16) + 40)
    expect(blues.length).toBeGreaterThan(0)
    expect(a.lightness[1] - a.lightness[0]).toBeGreaterThan(40)
    expect(a.lab.std[0]).toBeGreaterThan(12)
  })

  it("is the same for the same artwork (analysed once, stored as JSON)", () => {
    expect(JSON.parse(JSON.stringify(analyseReference(fine)))).toEqual(analyseReference(fine))
  })
})

describe("colour transfer and the paint recipe", () => {
  it("moves the photo's Lab statistics and palette to the reference's", async () => {
    const reference = await artwork("dog-beagle-landscape.jpg", [10, 5, 3])
    const photo = (await preparePhoto("cat-tabby-large-3456x2304.jpg", W, H)).raster
    const a = analyseReference(reference)
    const moved = transferColour(photo, { target: a.lab })
    // Measured 3.7 against 26.7 for the photo itself (gamut clipping keeps it from 0).
    expect(statsDistance(photo, reference)).toBeGreaterThan(15)
    expect(statsDistance(moved, reference)).toBeLessThan(Math.min(5, statsDistance(photo, reference) * 0.2))
    // Half the way is about half the distance.
    const half = transferColour(photo, { target: a.lab, amount: 0.5 })
    const dHalf = statsDistance(half, reference)
    expect(dHalf).toBeGreaterThan(statsDistance(moved, reference))
    expect(dHalf).toBeLessThan(statsDistance(photo, reference))
  })

  it("paints a pet in the reference's colours and brushwork, and the pet stays recognisable", async () => {
    const reference = await artwork("dog-beagle-landscape.jpg", [12, 6, 3], ["#1a0f2e", "#7b2d5b", "#e0a030", "#f6f0d0"])
    const prepared = await preparePhoto("cat-tabby-large-3456x2304.jpg", W, H)
    const analysis = analyseReference(reference)
    const painted = await runLayerSteps(paintStyleSteps(analysis), prepared.raster, ctx(prepared.subject))
    await save("paint-reference", reference)
    await save("paint-photo", prepared.raster)
    await save("paint-result", painted)

    const toRef = paletteDistance(painted, reference)
    const photoToRef = paletteDistance(prepared.raster, reference)
    expect(toRef).toBeLessThan(photoToRef * 0.6)
    expect(statsDistance(painted, reference)).toBeLessThan(statsDistance(prepared.raster, reference) * 0.5)
    // Far from the photo's own colours...
    expect(statsDistance(painted, prepared.raster)).toBeGreaterThan(10)
    // ...but the same picture: forms line up with the photo's.
    expect(structureCorrelation(painted, prepared.raster)).toBeGreaterThan(0.7)
  })

  it("leaves the image as it is with amount 0", () => {
    const r: Raster = { width: 4, height: 1, data: Float32Array.from([0.1, 0.2, 0.3, 0.9, 0.5, 0.1, 0.4, 0.4, 0.4, 0.7, 0.8, 0.2]) }
    const out = transferColour(r, { target: { mean: [20, 30, 30], std: [5, 5, 5] }, amount: 0 })
    for (let i = 0; i < r.data.length; i++) expect(out.data[i]).toBeCloseTo(r.data[i], 2)
  })
})
