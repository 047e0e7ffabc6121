/**
 * The analyser on every photo fixture, through the whole pipeline (processPhoto: inspect,
 * decode to tiers, analyse). The model is loaded once for the file.
 */
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  analysePhoto,
  disposePhotoAnalyser,
  NO_PET_REASON,
  PhotoProcessingError,
  processPhoto,
  UploadRejectedError,
  warmUpPhotoAnalyser,
  type ProcessedPhoto,
  type SubjectBox,
} from ".."
import { getDetector } from "../detector"
import { analysisInputOf, CAT_FIXTURES, DOG_FIXTURES, fixture } from "./helpers"

const results = new Map<string, ProcessedPhoto>()

beforeAll(async () => {
  await warmUpPhotoAnalyser()
  for (const name of [...CAT_FIXTURES, ...DOG_FIXTURES]) results.set(name, await processPhoto(fixture(name)))
}, 120_000)

afterAll(async () => {
  await disposePhotoAnalyser()
})

const result = (name: string) => results.get(name)!

function iou(a: SubjectBox, b: SubjectBox): number {
  const ix = Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x))
  const iy = Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))
  const inter = ix * iy
  return inter / (a.width * a.height + b.width * b.height - inter)
}

function expectSaneBox(box: SubjectBox) {
  for (const v of [box.x, box.y, box.width, box.height]) {
    expect(v).toBeGreaterThanOrEqual(0)
    expect(v).toBeLessThanOrEqual(1)
  }
  expect(box.x + box.width).toBeLessThanOrEqual(1.0001)
  expect(box.y + box.height).toBeLessThanOrEqual(1.0001)
  const area = box.width * box.height
  expect(area).toBeGreaterThan(0.05)
  expect(area).toBeLessThanOrEqual(1)
  // centre well inside the picture
  const cx = box.x + box.width / 2
  const cy = box.y + box.height / 2
  expect(cx).toBeGreaterThan(0.15)
  expect(cx).toBeLessThan(0.85)
  expect(cy).toBeGreaterThan(0.15)
  expect(cy).toBeLessThan(0.85)
}

describe("the subject of every fixture", () => {
  it.each(CAT_FIXTURES)("%s shows a cat", (name) => {
    const { subject } = result(name).analysis
    expect(subject?.kind).toBe("cat")
    expect(subject!.score).toBeGreaterThanOrEqual(0.3)
    expectSaneBox(subject!.box)
    // close-ups: the cat fills most of the frame
    expect(subject!.box.width * subject!.box.height).toBeGreaterThan(0.5)
  })

  it.each(DOG_FIXTURES)("%s shows a dog", (name) => {
    const { subject } = result(name).analysis
    expect(subject?.kind).toBe("dog")
    expectSaneBox(subject!.box)
  })

  it("takes the dog, not the woman, in the dog-and-person photo (pets first)", () => {
    const { subject, subjects } = result("dog-and-person-portrait.jpg").analysis
    expect(subject?.kind).toBe("dog")
    expect(subjects[0]).toEqual(subject)
    expect(subjects.map((s) => s.kind)).toContain("person")
    const person = subjects.find((s) => s.kind === "person")!
    // the woman stands left of the dog
    expect(person.box.x + person.box.width / 2).toBeLessThan(subject!.box.x + subject!.box.width / 2)
  })

  it("boxes the dog where it is, against boxes measured by hand", () => {
    // measured on the pictures (fractions of width/height)
    const beagle = { x: 0.28, y: 0.215, width: 0.3, height: 0.74 }
    // from the paw on the woman's back to the tail side, ears to hind paws
    const fawnDog = { x: 0.2, y: 0.06, width: 0.67, height: 0.77 }
    const porchDog = { x: 0.17, y: 0.38, width: 0.23, height: 0.55 }
    expect(iou(result("dog-beagle-landscape.jpg").analysis.subject!.box, beagle)).toBeGreaterThan(0.6)
    expect(iou(result("dog-and-person-portrait.jpg").analysis.subject!.box, fawnDog)).toBeGreaterThan(0.6)
    expect(iou(result("dog-bicycle-street.jpg").analysis.subject!.box, porchDog)).toBeGreaterThan(0.6)
  })

  it("finds the same dog, in the same place, in the EXIF-6 beagle as in the upright one", () => {
    const rotated = result("dog-beagle-exif-orientation-6.jpg")
    const upright = result("dog-beagle-landscape.jpg")
    expect([rotated.tiers.width, rotated.tiers.height]).toEqual([1125, 750])
    expect(rotated.analysis.orientation).toBe("landscape")
    expect(iou(rotated.analysis.subject!.box, upright.analysis.subject!.box)).toBeGreaterThan(0.9)
  })
})

describe("colours, orientation and description", () => {
  it("gives 5 dominant colours for the image and the subject, shares summing to 1", () => {
    for (const [name, { analysis }] of results) {
      for (const colors of [analysis.colors, analysis.subjectColors]) {
        expect(colors.length, name).toBe(5)
        for (const c of colors) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/)
        expect(colors.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1, 2)
        const shares = colors.map((c) => c.share)
        expect(shares).toEqual([...shares].sort((a, b) => b - a))
      }
    }
  })

  it("names the orientation", () => {
    expect(result("cat-tabby-large-3456x2304.jpg").analysis.orientation).toBe("landscape")
    expect(result("dog-and-person-portrait.jpg").analysis.orientation).toBe("portrait")
    expect(result("cat-tortoiseshell-white.webp").analysis.orientation).toBe("square")
  })

  it("describes cat-chelsea as a ginger cat", () => {
    const { description, subjectColors } = result("cat-chelsea.png").analysis
    expect(description).toMatch(/ginger|orange/)
    expect(description).toMatch(/\bcat\b/)
    // its main colour is orange-brown: red > green > blue
    const main = subjectColors[0]!.hex
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(main.slice(i, i + 2), 16))
    expect(r!).toBeGreaterThan(g!)
    expect(g!).toBeGreaterThan(b!)
  })

  it("describes every photo with its kind and only fur-colour words, never a breed", () => {
    const words = /^an? ((black|white|grey|ginger|brown|cream|fawn|tan|calico|tortoiseshell|tabby|and|,)\s*)*(cat|dog|person)$/
    for (const [name, { analysis }] of results) {
      expect(analysis.description, name).toMatch(words)
      expect(analysis.description, name).toMatch(new RegExp(`\\b${analysis.subject!.kind}$`))
    }
    expect(result("by-sa/cat-grey-dark-background.jpg").analysis.description).toBe("a grey cat")
    expect(result("cat-tabby-large-3456x2304.jpg").analysis.description).toMatch(/grey.*tabby cat/)
  })
})

describe("photos without a pet", () => {
  it("says so in words a shopper understands", async () => {
    // a sunset-like gradient: no animal, no person
    const { data, info } = await sharp({
      create: { width: 480, height: 320, channels: 3, background: "#f4a460" },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="480" height="320"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">' +
              '<stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs>' +
              '<rect width="480" height="320" fill="url(#g)"/></svg>'
          ),
        },
      ])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const err = await analysePhoto({ data, width: info.width, height: info.height }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(PhotoProcessingError)
    expect((err as PhotoProcessingError).code).toBe("NO_SUBJECT")
    expect((err as PhotoProcessingError).reason).toBe(NO_PET_REASON)
  })
})

describe("the analyser in a long-running worker", () => {
  it("keeps no tensors between photos and gives the same answer twice", async () => {
    const detector = await getDetector()
    const input = await analysisInputOf("dog-and-person-portrait.jpg") // takes the two-pass path
    const before = detector.tensorCount()
    const first = await analysePhoto(input)
    const second = await analysePhoto(input)
    expect(detector.tensorCount()).toBe(before)
    expect(second).toEqual(first)
  })

  it("answers concurrent calls", async () => {
    const inputs = await Promise.all(["cat-chelsea.png", "dog-bicycle-street.jpg"].map(analysisInputOf))
    const [cat, dog] = await Promise.all(inputs.map((input) => analysePhoto(input)))
    expect(cat.subject?.kind).toBe("cat")
    expect(dog.subject?.kind).toBe("dog")
  })
})

describe("processPhoto", () => {
  it("returns the upload info, the tiers, the analysis and timings", () => {
    const r = result("dog-beagle-exif-orientation-6.jpg")
    expect(r.upload).toEqual({ format: "jpeg", mimeType: "image/jpeg", width: 1125, height: 750, exifOrientation: 6 })
    expect(r.tiers.tiers.low).toMatchObject({ width: 600, height: 400 })
    expect(r.analysis.subject?.kind).toBe("dog")
    expect(r.timings.totalMs).toBeGreaterThan(0)
  })

  it("refuses a hostile upload before decoding it", async () => {
    const err = await processPhoto(Buffer.from("<svg><script>alert(1)</script></svg>")).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(UploadRejectedError)
    expect((err as UploadRejectedError).code).toBe("UNSUPPORTED_FORMAT")
  })
})
