/**
 * Compose around the pet (issue 22, item 1): for every fixture photo, the proposed crop is a shape
 * the shop sells, inside the photo, and the pet fills it (>= 35% of the painting, >= 50% for a
 * head-and-shoulders close-up) without being cut; a person and a far-off pony beside a small dog
 * are left out; two pets are framed together; a shopper's own crop is checked.
 */
import { join } from "node:path"
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { FIXTURE_SUBJECTS, FIXTURES_DIR } from "../../engine/__tests__/style-fixtures"
import { checkPaintingCrop, PaintingCropError } from "../check-painting-crop"
import { cropInPixels } from "../crop-in-pixels"
import { PAINTING_ASPECTS, proposeComposition, type AnalysedSubject, type FractionBox } from "../propose-composition"

const area = (b: FractionBox) => b.width * b.height
const overlap = (a: FractionBox, b: FractionBox) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))

/** The analyser's full reading of the field photo (recorded once, as FIXTURE_SUBJECTS are). */
const FIELD: AnalysedSubject[] = [
  { kind: "dog", score: 0.662, box: { x: 0.1009, y: 0.6191, width: 0.2097, height: 0.2089 } },
  // The pony, read as a weak "dog".
  { kind: "dog", score: 0.229, box: { x: 0.6319, y: 0.3192, width: 0.3109, height: 0.4876 } },
  { kind: "person", score: 0.784, box: { x: 0.2985, y: 0.2537, width: 0.1277, height: 0.6317 } },
]

async function uprightSize(file: string) {
  const { info } = await sharp(join(FIXTURES_DIR, file)).rotate().toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height }
}

describe("the proposed composition of every fixture photo", () => {
  for (const [file, box] of Object.entries(FIXTURE_SUBJECTS)) {
    it(`${file}: the pet fills a sellable shape`, async () => {
      const size = await uprightSize(file)
      const subjects = file === "dog-person-pony-field.jpg" ? FIELD : [{ kind: "dog", score: 0.6, box }]
      const composition = proposeComposition({ ...size, subject: subjects[0], subjects })
      const crop = composition.crops[composition.orientation]
      // Inside the photo, in the shape it names (pixels of the photo, within 1%).
      expect(crop.x).toBeGreaterThanOrEqual(0)
      expect(crop.y).toBeGreaterThanOrEqual(0)
      expect(crop.x + crop.width).toBeLessThanOrEqual(1.0001)
      expect(crop.y + crop.height).toBeLessThanOrEqual(1.0001)
      const aspect = (crop.width * size.width) / (crop.height * size.height)
      expect(Math.abs(aspect / PAINTING_ASPECTS[composition.orientation] - 1)).toBeLessThan(0.01)
      // The pet covers the painting and is kept whole.
      const coverage = overlap(crop, box) / area(crop)
      expect(coverage, `${composition.orientation} ${composition.framing}`).toBeGreaterThanOrEqual(
        composition.framing === "head-and-shoulders" ? 0.5 : 0.35
      )
      expect(overlap(crop, box) / area(box)).toBeGreaterThan(0.95)
    })
  }

  it("frames the small dog in the field, not the person or the pony beside it", async () => {
    const size = await uprightSize("dog-person-pony-field.jpg")
    const composition = proposeComposition({ ...size, subject: FIELD[0], subjects: FIELD })
    expect(composition.subject).toEqual(FIELD[0].box)
    const crop = composition.crops[composition.orientation]
    // The whole photo kept the dog at 4% of the picture.
    expect(area(FIELD[0].box)).toBeLessThan(0.05)
    expect(overlap(crop, FIELD[0].box) / area(crop)).toBeGreaterThan(0.5)
    // The person stands right beside the dog: only the edge of their legs comes into the frame.
    expect(overlap(crop, FIELD[2].box) / area(FIELD[2].box)).toBeLessThan(0.2)
    expect(overlap(crop, FIELD[2].box)).toBeLessThan(overlap(crop, FIELD[0].box) / 3)
    expect(overlap(crop, FIELD[1].box)).toBe(0)
  })

  it("turns a landscape photo of a sitting dog into a portrait painting", async () => {
    const size = await uprightSize("dog-beagle-landscape.jpg")
    const box = FIXTURE_SUBJECTS["dog-beagle-landscape.jpg"]
    const composition = proposeComposition({ ...size, subject: { kind: "dog", score: 0.9, box } })
    expect(composition).toMatchObject({ orientation: "portrait", framing: "whole-pet" })
  })

  it("frames two pets together, and a close-up as head and shoulders", () => {
    const left = { kind: "cat", score: 0.8, box: { x: 0.05, y: 0.3, width: 0.3, height: 0.5 } }
    const right = { kind: "dog", score: 0.7, box: { x: 0.55, y: 0.25, width: 0.35, height: 0.55 } }
    const two = proposeComposition({ width: 1200, height: 800, subject: left, subjects: [left, right] })
    expect(two.subject).toEqual({ x: 0.05, y: 0.25, width: 0.85, height: 0.55 })
    expect(two.orientation).toBe("landscape")
    const crop = two.crops.landscape
    for (const pet of [left, right]) expect(overlap(crop, pet.box) / area(pet.box)).toBeGreaterThan(0.95)

    const face = { kind: "cat", score: 0.8, box: { x: 0.1, y: 0.2, width: 0.8, height: 0.8 } }
    expect(proposeComposition({ width: 1000, height: 1000, subject: face, subjects: [face] }).framing).toBe("head-and-shoulders")
  })

  it("offers every shape, each holding as much of the pet as it can", () => {
    const dog = { kind: "dog", score: 0.8, box: { x: 0.4, y: 0.3, width: 0.2, height: 0.4 } }
    const { crops } = proposeComposition({ width: 1500, height: 1000, subject: dog, subjects: [dog] })
    for (const [shape, crop] of Object.entries(crops)) {
      const aspect = (crop.width * 1500) / (crop.height * 1000)
      expect(Math.abs(aspect / PAINTING_ASPECTS[shape as keyof typeof PAINTING_ASPECTS] - 1), shape).toBeLessThan(0.01)
      expect(overlap(crop, dog.box) / area(dog.box), shape).toBeGreaterThan(0.95)
    }
  })
})

describe("a shopper's own crop", () => {
  const photo = { width: 1500, height: 1000 }

  it("takes the shape the crop was dragged to, within a few per cent", () => {
    // 400x600 px, nudged by a finger to 410x600.
    expect(checkPaintingCrop(photo, { x: 0.1, y: 0.2, width: 410 / 1500, height: 0.6 }).orientation).toBe("portrait")
    expect(checkPaintingCrop(photo, { x: 0, y: 0, width: 1, height: 1 }).orientation).toBe("landscape")
    expect(checkPaintingCrop(photo, { x: 0.2, y: 0, width: 1000 / 1500, height: 1 }).orientation).toBe("square")
  })

  it("refuses a crop of another shape, outside the photo or too small to paint, saying why", () => {
    const refusal = (crop: FractionBox) => {
      try {
        checkPaintingCrop(photo, crop)
      } catch (error) {
        expect(error).toBeInstanceOf(PaintingCropError)
        return `${(error as PaintingCropError).field}: ${(error as Error).message}`
      }
      return "accepted"
    }
    expect(refusal({ x: 0, y: 0, width: 1, height: 0.5 })).toBe("crop: The frame must be portrait (2:3), landscape (3:2) or square.")
    expect(refusal({ x: 0.5, y: 0, width: 0.6, height: 0.9 })).toBe("crop: The frame must lie inside your photo.")
    expect(refusal({ x: 0, y: 0, width: 0.02, height: 0.03 })).toBe("crop: The frame is too small to paint from. Please make it larger.")
    expect(refusal({ x: Number.NaN, y: 0, width: 0.5, height: 0.5 })).toBe("crop: The frame must lie inside your photo.")
  })

  it("is trimmed to the exact shape around its middle when painted", () => {
    const px = cropInPixels({ width: 1500, height: 1000 }, { x: 0.1, y: 0.2, width: 410 / 1500, height: 0.6 }, 2 / 3)
    expect(px).toEqual({ x: 155, y: 200, width: 400, height: 600 })
  })
})
