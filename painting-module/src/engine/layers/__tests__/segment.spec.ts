/**
 * The segment layer on the fixture photos, with the subject boxes the photo analysis finds.
 * Metric: mean mask value over the centre of the subject box (its middle 40% each way),
 * which should be subject, and over a ring along the picture's edge outside the box (6% of
 * the shorter side), which should be background; and the share of the box called subject,
 * which should be neither nothing nor the whole box.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"
import { FIXTURES_DIR, listFixturePhotos } from "../../__tests__/style-fixtures"
import { afterAll, describe, expect, it } from "vitest"
import { analysePhoto, disposePhotoAnalyser } from "../../../photo"
import { rasterFromRgb } from "../../raster"
import { headFromMask } from "../builtin/face-map"
import { maskMean, segmentSubject } from "../builtin/segment"

const DIR = FIXTURES_DIR
const photos = listFixturePhotos()

afterAll(() => disposePhotoAnalyser())

const results: { photo: string; centre: number; border: number; cover: number }[] = []

describe("segmentSubject on the fixture photos", () => {
  it.each(photos)("%s: the centre of the pet is in the mask, the picture's edge is not", async (photo) => {
    const bytes = readFileSync(join(DIR, photo))
    const small = await sharp(bytes).rotate().resize(640, 640, { fit: "inside" }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const analysis = await analysePhoto({ data: small.data, width: small.info.width, height: small.info.height })
    const { data, info } = await sharp(bytes)
      .rotate()
      .resize(512, 512, { fit: "inside" })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raster = rasterFromRgb(data, info.width, info.height, 3)
    const b = analysis.subject!.box
    const box = { x: b.x * info.width, y: b.y * info.height, width: b.width * info.width, height: b.height * info.height }
    const mask = segmentSubject(raster, box)
    expect(mask.length).toBe(info.width * info.height)

    const centre = maskMean(mask, info.width, {
      x: box.x + box.width * 0.3,
      y: box.y + box.height * 0.3,
      width: box.width * 0.4,
      height: box.height * 0.4,
    })
    const ring = Math.round(Math.min(info.width, info.height) * 0.06)
    let sum = 0
    let count = 0
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const inBox = x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height
        const edge = x < ring || y < ring || x >= info.width - ring || y >= info.height - ring
        if (edge && !inBox) {
          sum += mask[y * info.width + x]
          count++
        }
      }
    }
    const border = count ? sum / count : 0
    const cover = maskMean(mask, info.width, box)
    results.push({ photo, centre, border, cover })
    expect(centre).toBeGreaterThan(0.9)
    expect(border).toBeLessThan(0.25)
    expect(cover).toBeGreaterThan(0.5)
    expect(cover).toBeLessThan(0.95)

    // The head box sits in the top half of the subject and inside the picture.
    const face = headFromMask(mask, info.width, info.height, box)!
    expect(face.y + face.height / 2).toBeLessThan(box.y + box.height / 2)
    expect(face.x).toBeGreaterThanOrEqual(0)
    expect(face.x + face.width).toBeLessThanOrEqual(info.width)
  })

  it("keeps the edge of the picture out of the mask on average", () => {
    if (!results.length) return
    const mean = (k: "centre" | "border" | "cover") => results.reduce((s, r) => s + r[k], 0) / results.length
    expect(mean("centre")).toBeGreaterThan(0.95)
    expect(mean("border")).toBeLessThan(0.12)
  })
})
