/**
 * The local provider's 13 styles: every style paints every fixture photo at the requested
 * size; renders are deterministic for a seed (and for any thread count); every style differs
 * measurably from every other and from the photo (metric in ../style-distance.ts); and the
 * filters keep their crisp properties.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { STYLE_RECIPES, runLayerSteps } from "../recipes"
import { layerFunction, layerFunctionNames } from "../layers/registry"
import type { LayerContext } from "../layers/contract"
import { shutdownEnginePool } from "../pool"
import { rasterToRgb } from "../raster"
import type { Raster } from "../types"
import { FIXTURE_FILES, preparePhoto, type PreparedPhoto } from "./style-fixtures"
import { signature, styleDistance, type Signature } from "../style-distance"

const STYLES = [
  "minimalist",
  "watercolor",
  "impasto",
  "dark-backgrounds",
  "impressionist",
  "synthwave",
  "cosmic-ethereal",
  "surreal",
  "caricature",
  "chromaflare-expressionism",
  "oil",
  "heartstring-realism",
  "imaginative-collage",
]

function ctxFor(photo: PreparedPhoto, width: number, overrides: Partial<LayerContext> = {}): LayerContext {
  return {
    seed: 7,
    scale: width / 512,
    threads: 1,
    subject: photo.subject,
    mask: null,
    face: null,
    onProgress: async () => {},
    ...overrides,
  }
}

async function paint(style: string, photo: PreparedPhoto, overrides: Partial<LayerContext> = {}): Promise<Raster> {
  return runLayerSteps(STYLE_RECIPES[style].noPost ?? [], photo.raster, ctxFor(photo, photo.raster.width, overrides))
}

afterAll(() => shutdownEnginePool())

describe("style recipes", () => {
  it("has one recipe per catalogue style, each naming registered functions only", () => {
    expect(Object.keys(STYLE_RECIPES).sort()).toEqual([...STYLES].sort())
    const known = new Set(layerFunctionNames())
    for (const style of STYLES) {
      const steps = STYLE_RECIPES[style].noPost ?? []
      expect(steps.length).toBeGreaterThan(0)
      for (const step of steps) expect(known.has(step.fn), `${style}: ${step.fn}`).toBe(true)
      // params are plain JSON (admins edit them)
      expect(JSON.parse(JSON.stringify(STYLE_RECIPES[style]))).toEqual(STYLE_RECIPES[style])
    }
  })
})

describe("every style renders every fixture photo at the requested size", () => {
  const W = 160
  const H = 240
  const photos = new Map<string, PreparedPhoto>()
  beforeAll(async () => {
    for (const f of FIXTURE_FILES) photos.set(f, await preparePhoto(f, W, H))
  })
  for (const style of STYLES) {
    it(
      style,
      async () => {
        for (const f of FIXTURE_FILES) {
          const out = await paint(style, photos.get(f)!)
          expect([out.width, out.height], `${style} on ${f}`).toEqual([W, H])
          expect(out.data.length).toBe(W * H * 3)
          let bad = 0
          for (const v of out.data) if (!(v >= -1e-6 && v <= 1 + 1e-6)) bad++
          expect(bad, `${style} on ${f}: values outside 0..1`).toBe(0)
        }
      },
      60_000
    )
  }

  it("keeps other aspects too (square, landscape), with the subject mask given", async () => {
    for (const [w, h] of [
      [200, 200],
      [240, 160],
    ]) {
      const photo = await preparePhoto("dog-beagle-landscape.jpg", w, h)
      const mask = new Float32Array(w * h)
      const b = photo.subject
      for (let y = 0; y < h; y++)
        for (let x = 0; x < w; x++) if (x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height) mask[y * w + x] = 1
      for (const style of STYLES) {
        const out = await paint(style, photo, {
          mask,
          face: { x: b.x + b.width * 0.2, y: b.y, width: b.width * 0.6, height: b.height * 0.35 },
        })
        expect([out.width, out.height], style).toEqual([w, h])
      }
    }
  }, 90_000)
})

describe("determinism", () => {
  let photo: PreparedPhoto
  beforeAll(async () => {
    photo = await preparePhoto("cat-chelsea.png", 128, 192)
  })

  it("same seed, same bytes, for every style", async () => {
    for (const style of STYLES) {
      const a = rasterToRgb(await paint(style, photo))
      const b = rasterToRgb(await paint(style, photo))
      expect(a.equals(b), style).toBe(true)
    }
  }, 60_000)

  it("1 and 2 threads give the same bytes, for every style", async () => {
    for (const style of STYLES) {
      const a = rasterToRgb(await paint(style, photo, { threads: 1 }))
      const b = rasterToRgb(await paint(style, photo, { threads: 2 }))
      expect(a.equals(b), style).toBe(true)
    }
  }, 120_000)

  it("the print-scale code paths (sizes x 5: reduced Kuwahara, impasto at 2x, box reference blur) too", async () => {
    for (const style of STYLES) {
      const a = rasterToRgb(await paint(style, photo, { threads: 1, scale: 5 }))
      const b = rasterToRgb(await paint(style, photo, { threads: 2, scale: 5 }))
      expect(a.equals(b), style).toBe(true)
    }
  }, 120_000)

  it("another seed gives another picture for styles with randomness", async () => {
    for (const style of ["watercolor", "impressionist", "cosmic-ethereal", "imaginative-collage", "surreal", "impasto"]) {
      const a = rasterToRgb(await paint(style, photo, { seed: 1 }))
      const b = rasterToRgb(await paint(style, photo, { seed: 2 }))
      expect(a.equals(b), style).toBe(false)
    }
  }, 60_000)
})

describe("styles differ measurably from each other and from the photo", () => {
  // distance = mean ΔE76 of 32x48 Lab thumbnails + mean |Δ detail energy| on a 16x24 grid
  const MIN_PAIR = 5
  const MIN_PHOTO = 4.5
  const FIXTURES = ["dog-beagle-landscape.jpg", "by-sa/cat-tabby-white-background.jpg"]
  for (const f of FIXTURES) {
    it(
      f,
      async () => {
        const photo = await preparePhoto(f, 256, 384)
        const sigs = new Map<string, Signature>()
        for (const style of STYLES) sigs.set(style, signature(await paint(style, photo, { threads: 2 })))
        const original = signature(photo.raster)
        for (const style of STYLES) {
          const d = styleDistance(sigs.get(style)!, original)
          expect(d.total, `${style} vs photo: ${JSON.stringify(d)}`).toBeGreaterThan(MIN_PHOTO)
        }
        for (let i = 0; i < STYLES.length; i++) {
          for (let j = i + 1; j < STYLES.length; j++) {
            const d = styleDistance(sigs.get(STYLES[i])!, sigs.get(STYLES[j])!)
            expect(d.total, `${STYLES[i]} vs ${STYLES[j]}: ${JSON.stringify(d)}`).toBeGreaterThan(MIN_PAIR)
          }
        }
      },
      90_000
    )
  }
})

describe("filters", () => {
  const ctx: LayerContext = { seed: 3, scale: 1, threads: 1, subject: null, mask: null, face: null, onProgress: async () => {} }
  const fn = (name: string) => {
    const f = layerFunction(name)
    if (!f) throw new Error(`${name} is not registered`)
    return f
  }
  function gradientImage(w: number, h: number): Raster {
    const data = new Float32Array(w * h * 3)
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 3
        data[i] = x / (w - 1)
        data[i + 1] = y / (h - 1)
        data[i + 2] = ((x * 7 + y * 13) % 17) / 16
      }
    return { width: w, height: h, data }
  }

  it("quantize gives at most k colours", async () => {
    for (const k of [3, 6]) {
      const out = rasterToRgb(await fn("quantize")(gradientImage(64, 48), { colours: k }, ctx))
      const colours = new Set<number>()
      for (let i = 0; i < out.length; i += 3) colours.add((out[i] << 16) | (out[i + 1] << 8) | out[i + 2])
      expect(colours.size).toBeLessThanOrEqual(k)
      expect(colours.size).toBeGreaterThan(1)
    }
  })

  it("Kuwahara preserves a step edge", async () => {
    const w = 64
    const h = 48
    const data = new Float32Array(w * h * 3)
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data.fill(x < 32 ? 0.2 : 0.8, (y * w + x) * 3, (y * w + x) * 3 + 3)
    const out = await fn("kuwahara")({ width: w, height: h, data }, { radius: 5 }, ctx)
    for (let y = 0; y < h; y++) {
      // a box blur of the same radius would put 0.5 at the edge and ramps either side
      expect(out.data[(y * w + 30) * 3]).toBeLessThan(0.25)
      expect(out.data[(y * w + 31) * 3]).toBeLessThan(0.3)
      expect(out.data[(y * w + 32) * 3]).toBeGreaterThan(0.7)
      expect(out.data[(y * w + 33) * 3]).toBeGreaterThan(0.75)
    }
  })

  it("gradient map sends black and white to the ends of the ramp", async () => {
    const data = new Float32Array([0, 0, 0, 1, 1, 1])
    const out = rasterToRgb(await fn("gradientMap")({ width: 2, height: 1, data }, { stops: ["#102030", "#808080", "#f0e0d0"] }, ctx))
    expect([...out]).toEqual([0x10, 0x20, 0x30, 0xf0, 0xe0, 0xd0])
  })

  it("background darkening leaves the masked subject alone and darkens the rest", async () => {
    const w = 40
    const h = 40
    const input = gradientImage(w, h)
    const mask = new Float32Array(w * h)
    for (let y = 10; y < 30; y++) for (let x = 10; x < 30; x++) mask[y * w + x] = 1
    const out = await fn("background")(input, { mode: "darken", feather: 0 }, { ...ctx, mask })
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 3
        if (mask[y * w + x] === 1) for (let c = 0; c < 3; c++) expect(out.data[i + c]).toBe(input.data[i + c])
        else {
          // sunk to the dark tone (#0c0a08) plus a whisper of the old background
          const before = input.data[i] + input.data[i + 1] + input.data[i + 2]
          expect(out.data[i] + out.data[i + 1] + out.data[i + 2]).toBeLessThanOrEqual(0.12 + 0.18 * before + 1e-6)
        }
      }
  })

  it("bulge magnifies the head and leaves far pixels alone", async () => {
    const w = 100
    const h = 100
    const input = gradientImage(w, h)
    const face = { x: 40, y: 40, width: 20, height: 20 }
    const out = await fn("bulge")(input, { strength: 0.4, pinch: 0 }, { ...ctx, face, subject: { x: 30, y: 30, width: 40, height: 60 } })
    // the corner is untouched; near the centre, colours come from closer to the centre
    expect(out.data[0]).toBe(input.data[0])
    const i = (50 * w + 58) * 3
    expect(Math.abs(out.data[i] - 0.5)).toBeLessThan(Math.abs(input.data[i] - 0.5))
  })
})
