/**
 * The print file's finishing in strips (issue 23): strips meet without a seam, the print has
 * clearly more fine detail than the preview enlarged, and it looks like the preview at arm's
 * length. Reduced sizes: a 256x384 preview, a 512x768 composition, a 1536x2304 print.
 */
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { rasterFromRgb, rasterToRgb, shutdownEnginePool, type Raster } from "../.."
import { fineDetail } from "../../maths/detail"
import { STYLE_RECIPES, runLayerSteps } from "../../recipes"
import { preparePhoto } from "../../__tests__/style-fixtures"
import { finishPrint, printFinishFor, type PrintPixels } from ".."

const PHOTO = "cat-tabby-large-3456x2304.jpg"
const PRINT = { width: 1536, height: 2304 }

afterAll(() => shutdownEnginePool())

async function compose(style: string, width: number, height: number, photo = PHOTO): Promise<Raster> {
  const prepared = await preparePhoto(photo, width, height)
  return runLayerSteps(STYLE_RECIPES[style].noPost ?? [], prepared.raster, {
    seed: 3,
    scale: width / 512,
    threads: 2,
    subject: prepared.subject,
    mask: null,
    face: null,
    onProgress: async () => {},
  })
}

const finish = (style: string, base: Raster, threads: number, strip?: number) =>
  finishPrint(base, PRINT, printFinishFor(STYLE_RECIPES[style]), { seed: 3, threads, unit: 1, strip })

/** 8-bit RGB resized to (w, h) as a raster. */
async function resized(rgb: Buffer | Uint8Array, from: { width: number; height: number }, w: number, h: number): Promise<Raster> {
  const data = await sharp(Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength), { raw: { ...from, channels: 3 } })
    .resize(w, h, { kernel: "lanczos3", fit: "fill" })
    .raw()
    .toBuffer()
  return rasterFromRgb(data, w, h, 3)
}

/** Mean absolute difference of two rasters' luma and chroma after a blur of `sigma` px (what the eye sees from afar). */
async function farDifference(a: Raster, b: Raster, sigma: number): Promise<number> {
  const blurred = async (r: Raster) =>
    sharp(rasterToRgb(r), { raw: { width: r.width, height: r.height, channels: 3 } })
      .blur(sigma)
      .raw()
      .toBuffer()
  const [x, y] = await Promise.all([blurred(a), blurred(b)])
  let sum = 0
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i])
  return sum / x.length / 255
}

describe.each(["oil", "minimalist"])("the %s print, finished in strips", (style) => {
  let base: Raster
  let print: PrintPixels
  beforeAll(async () => {
    base = await compose(style, 512, 768)
    print = await finish(style, base, 2, 96)
  }, 120_000)

  it("is the same picture whether painted as one piece or in strips on any number of threads", async () => {
    const whole = await finish(style, base, 1, PRINT.height)
    let off = 0
    let most = 0
    for (let i = 0; i < whole.data.length; i++) {
      const d = Math.abs(whole.data[i] - print.data[i])
      if (d > 0) off++
      most = Math.max(most, d)
    }
    // Float sums that start at another row may round a value the other way: never more than one level.
    expect(most).toBeLessThanOrEqual(1)
    expect(off / whole.data.length).toBeLessThan(0.001)
  }, 120_000)

  it("shows no border where two strips meet: the step across it is the picture's own", () => {
    const { width: W, height: H, data } = print
    // Between rows y-1 and y: the mean step (a brightness or colour shift) and the mean absolute step (a break in the texture).
    const step = (y: number) => {
      let signed = 0
      let abs = 0
      for (let i = 0; i < W * 3; i++) {
        const d = data[y * W * 3 + i] - data[(y - 1) * W * 3 + i]
        signed += d
        abs += Math.abs(d)
      }
      return { signed: Math.abs(signed) / (W * 3), abs: abs / (W * 3) }
    }
    for (let border = 96; border < H; border += 96) {
      const around = [-6, -5, -4, -3, -2, 2, 3, 4, 5, 6].filter((d) => border + d < H).map((d) => step(border + d))
      const at = step(border)
      expect(at.abs, `texture across rows ${border - 1}/${border}`).toBeLessThanOrEqual(Math.max(...around.map((s) => s.abs)) * 1.1 + 0.05)
      expect(at.signed, `shift across rows ${border - 1}/${border}`).toBeLessThanOrEqual(
        Math.max(...around.map((s) => s.signed)) * 1.5 + 0.2
      )
    }
  })

  it("has more than 1.5x the fine detail of the preview enlarged, and looks like it from arm's length", async () => {
    const preview = await compose(style, 256, 384)
    const enlarged = await resized(rasterToRgb(preview), preview, PRINT.width, PRINT.height)
    const detail = fineDetail(print) / fineDetail(enlarged)
    console.log(`[print] ${style}: detail ${detail.toFixed(2)}x the preview enlarged`)
    expect(detail).toBeGreaterThan(1.5)

    const small = await resized(print.data, PRINT, 256, 384)
    const same = await farDifference(small, preview, 4)
    const otherPhoto = await compose(style, 256, 384, "dog-beagle-landscape.jpg")
    const other = await farDifference(otherPhoto, preview, 4)
    console.log(`[print] ${style}: from afar ${(same * 100).toFixed(1)} % off its preview, ${(other * 100).toFixed(1)} % for another photo`)
    expect(same).toBeLessThan(0.06)
    expect(same).toBeLessThan(other / 3)
  }, 120_000)
})
