/**
 * The photo layer's framing (`cropBoxAroundSubject`, `cropToSubject`): the pet with room
 * around it (the padded subject box lies inside the crop), the subject centred across and a
 * little high, as much of the photo kept as the painting's aspect allows, and a crop past
 * the photo's edges (filled) rather than one that cuts the pet's head, by at most maxFill.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"
import { FIXTURES_DIR, listFixturePhotos } from "../../__tests__/style-fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { analysePhoto, disposePhotoAnalyser } from "../../../photo"
import type { Box } from "../contract"
import type { PipelineContext } from "../builtin/context"
import { CROP_DEFAULTS, cropBoxAroundSubject, cropToSubject, paddedSubjectBox } from "../builtin/photo"

const DIR = FIXTURES_DIR
const photos = listFixturePhotos()

const inside = (inner: Box, outer: Box, tol = 1) =>
  inner.x >= outer.x - tol &&
  inner.y >= outer.y - tol &&
  inner.x + inner.width <= outer.x + outer.width + tol &&
  inner.y + inner.height <= outer.y + outer.height + tol

/** Share of the photo's area inside the crop. */
const photoShare = (image: { width: number; height: number }, crop: Box) => {
  const w = Math.max(0, Math.min(image.width, crop.x + crop.width) - Math.max(0, crop.x))
  const h = Math.max(0, Math.min(image.height, crop.y + crop.height) - Math.max(0, crop.y))
  return (w * h) / (image.width * image.height)
}

/** The crop's largest size allowed by maxFill (the crop then cannot hold more). */
const capped = (image: { width: number; height: number }, aspect: number, crop: Box) =>
  crop.width >= Math.round(Math.min(image.width, image.height * aspect) / (1 - CROP_DEFAULTS.maxFill)) - 1

function checkCrop(image: { width: number; height: number }, aspect: number, subject: Box) {
  const crop = cropBoxAroundSubject(image, aspect, subject)
  // the painting's aspect
  expect(Math.abs(crop.width / crop.height - aspect)).toBeLessThan(2 / crop.height + 0.01)
  // the photo fills at least 1 - maxFill of the crop each way
  const cw = Math.min(image.width, crop.x + crop.width) - Math.max(0, crop.x)
  const ch = Math.min(image.height, crop.y + crop.height) - Math.max(0, crop.y)
  expect(cw / crop.width).toBeGreaterThanOrEqual(1 - CROP_DEFAULTS.maxFill - 0.01)
  expect(ch / crop.height).toBeGreaterThanOrEqual(1 - CROP_DEFAULTS.maxFill - 0.01)
  // a crop no bigger than the photo stays inside it
  if (crop.width <= image.width && crop.height <= image.height) expect(inside(crop, { x: 0, y: 0, ...image }, 0)).toBe(true)
  const padded = paddedSubjectBox(image, subject)
  if (!capped(image, aspect, crop))
    expect(inside(padded, crop, 2)).toBe(true) // 2 px: rounding to whole pixels
  else {
    // the photo's shape is too far from the painting's: the crop is as big as allowed, centred on the pet
    const mid = subject.x + subject.width / 2 - (crop.x + crop.width / 2)
    const clampedToPhoto = crop.x === 0 || crop.x + crop.width === image.width || crop.y === 0 || crop.y + crop.height === image.height
    if (!clampedToPhoto) expect(Math.abs(mid)).toBeLessThan(crop.width * 0.02)
  }
  return { crop, padded }
}

describe("cropBoxAroundSubject on the fixture photos", () => {
  const analysed: { photo: string; image: { width: number; height: number }; subject: Box }[] = []
  beforeAll(async () => {
    for (const photo of photos) {
      const bytes = readFileSync(join(DIR, photo))
      const { data, info } = await sharp(bytes)
        .rotate()
        .resize(640, 640, { fit: "inside" })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const b = (await analysePhoto({ data, width: info.width, height: info.height })).subject?.box
      const meta = await sharp(bytes).rotate().toBuffer({ resolveWithObject: true })
      const image = { width: meta.info.width, height: meta.info.height }
      if (b)
        analysed.push({
          photo,
          image,
          subject: { x: b.x * image.width, y: b.y * image.height, width: b.width * image.width, height: b.height * image.height },
        })
    }
  }, 120_000)
  afterAll(() => disposePhotoAnalyser())

  it("keeps the padded pet inside the crop at every painting aspect", () => {
    expect(analysed.length).toBe(photos.length)
    for (const { image, subject } of analysed) for (const aspect of [2 / 3, 3 / 4, 4 / 5, 1, 3 / 2]) checkCrop(image, aspect, subject)
  })

  it("at 2:3 the padded pet is inside the crop for every fixture but the landscape close-ups", () => {
    for (const { photo, image, subject } of analysed) {
      const { crop, padded } = checkCrop(image, 2 / 3, subject)
      const landscapeCloseUp = image.width / image.height > 1.2 && subject.width > image.width * 0.8
      if (!landscapeCloseUp) {
        expect(inside(padded, crop), photo).toBe(true)
        expect(inside(subject, crop), photo).toBe(true)
      } else {
        // a landscape close-up in a portrait: as wide as maxFill lets it be, on the pet's middle
        expect(crop.height, photo).toBeGreaterThan(image.height)
        expect(Math.abs(subject.x + subject.width / 2 - (crop.x + crop.width / 2)), photo).toBeLessThan(crop.width * 0.02 + 1)
      }
    }
  })

  it("shows the whole of a close-up (cat-chelsea), not one eye", () => {
    const chelsea = analysed.find((a) => a.photo.startsWith("cat-chelsea"))!
    const crop = cropBoxAroundSubject(chelsea.image, 2 / 3, chelsea.subject)
    // The old rule (largest crop inside the photo) kept 44% of it.
    expect(photoShare(chelsea.image, crop)).toBeGreaterThan(0.7)
    // its body runs off the photo's bottom: so it does off the painting's, the room is above
    expect(crop.y + crop.height).toBe(chelsea.image.height)
    expect(crop.y).toBeLessThan(0)
  })
})

describe("cropBoxAroundSubject, any photo", () => {
  it("frames random subjects in random photos by the same rules", () => {
    let s = 12345
    const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648
    for (let i = 0; i < 2000; i++) {
      const image = { width: 100 + Math.floor(rnd() * 3000), height: 100 + Math.floor(rnd() * 3000) }
      const w = image.width * (0.05 + rnd() * 0.95)
      const h = image.height * (0.05 + rnd() * 0.95)
      const subject = { x: rnd() * (image.width - w), y: rnd() * (image.height - h), width: w, height: h }
      checkCrop(image, [2 / 3, 3 / 4, 1, 4 / 3, 3 / 2][i % 5], subject)
    }
  })

  it("without a subject keeps the largest crop inside the photo", () => {
    expect(cropBoxAroundSubject({ width: 900, height: 600 }, 2 / 3, null)).toEqual({ x: 250, y: 0, width: 400, height: 600 })
  })

  it("puts the pet's middle a little above the crop's when there is room", () => {
    const image = { width: 3000, height: 3000 }
    const subject = { x: 1300, y: 1300, width: 400, height: 400 }
    const crop = cropBoxAroundSubject(image, 2 / 3, subject)
    const cy = (subject.y + subject.height / 2 - crop.y) / crop.height
    expect(cy).toBeGreaterThan(0.4)
    expect(cy).toBeLessThan(0.5)
    expect(Math.abs(subject.x + subject.width / 2 - (crop.x + crop.width / 2))).toBeLessThanOrEqual(1)
  })
})

describe("cropToSubject past the photo's edges", () => {
  const ctx = (subject: Box | null): PipelineContext => ({
    seed: 1,
    scale: 1,
    threads: 1,
    subject,
    mask: null,
    face: null,
    size: { width: 200, height: 300 },
    onProgress: async () => undefined,
  })
  // A landscape close-up: the pet fills the photo.
  const W = 300
  const H = 200
  const data = new Float32Array(W * H * 3)
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) data.set([x / W, y / H, ((x * 7 + y * 3) % 17) / 17], (y * W + x) * 3)
  const photo = { width: W, height: H, data }

  it("a subject cut by the photo's side goes on into the fill beside it", async () => {
    // a tall photo painted square: the crop reaches past its sides
    const tall = { width: 120, height: 300, data: new Float32Array(120 * 300 * 3).fill(0.5) }
    const c = ctx({ x: 0, y: 20, width: 120, height: 200 })
    c.size = { width: 300, height: 300 }
    const out = await cropToSubject(tall, {}, c)
    expect(out.width).toBe(out.height)
    expect(out.width).toBeGreaterThan(120)
    expect(c.subject!.x).toBe(0)
    expect(c.subject!.width).toBe(out.width)
  })

  it("keeps the photo's pixels, fills the rest smoothly and takes the cut-off body on to the crop's edge", async () => {
    const c = ctx({ x: 10, y: 5, width: 280, height: 195 })
    const out = await cropToSubject(photo, {}, c)
    expect(Math.abs(out.width / out.height - 2 / 3)).toBeLessThan(0.01)
    expect(out.height).toBeGreaterThan(H)
    const crop = cropBoxAroundSubject(photo, 2 / 3, { x: 10, y: 5, width: 280, height: 195 })
    for (let y = 0; y < out.height; y += 7) {
      for (let x = 0; x < out.width; x += 5) {
        const sx = crop.x + x
        const sy = crop.y + y
        for (let k = 0; k < 3; k++) {
          const v = out.data[(y * out.width + x) * 3 + k]
          expect(v).toBeGreaterThanOrEqual(0)
          expect(v).toBeLessThanOrEqual(1)
          if (sx >= 0 && sx < W && sy >= 0 && sy < H) expect(v).toBe(data[(sy * W + sx) * 3 + k])
        }
      }
    }
    // the subject touched the photo's bottom: the painting's bottom is the photo's, the room is above
    expect(c.subject!.y + c.subject!.height).toBe(out.height)
    expect(crop.y + crop.height).toBe(H)
    // where the photo is, for the segment layer to fade the mask over the fill
    expect(c.photoArea).toEqual({
      x: Math.max(0, -crop.x),
      y: -crop.y,
      width: Math.min(W, crop.x + crop.width) - Math.max(0, crop.x),
      height: H,
    })
    // the same input gives the same output
    const again = await cropToSubject(photo, {}, ctx({ x: 10, y: 5, width: 280, height: 195 }))
    expect(Buffer.from(again.data.buffer).equals(Buffer.from(out.data.buffer))).toBe(true)
  })
})
