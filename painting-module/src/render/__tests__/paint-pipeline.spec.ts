/**
 * The pipeline photo → segment → faceMap → noPost → final, and why a print file is painted
 * again at its size: a render at 3x has more stroke detail (high-frequency energy) than the
 * preview enlarged 3x.
 */
import { readFileSync } from "node:fs"
import sharp from "sharp"
import { afterAll, describe, expect, it } from "vitest"
import { rasterFromRgb, rasterToRgb, shutdownEnginePool } from "../../engine"
import type { LayerSettings } from "../../engine/layers/contract"
import { LocalProvider } from "../../providers/local-provider"
import { fixturePhoto } from "../../__tests__/fixture-photos"
import { finishLayer, paintThroughLayers } from "../paint-pipeline"
import { fineDetail } from "../../engine/maths/detail"

const PHOTO = fixturePhoto("dog-beagle-landscape.jpg")
const SUBJECT = { x: 0.37, y: 0.2, width: 0.3, height: 0.78 }
const SETTINGS: LayerSettings = { noPost: [{ fn: "strokes" }] }

afterAll(() => shutdownEnginePool())

function paint(size: { width: number; height: number }, scale: number) {
  const provider = new LocalProvider()
  return paintThroughLayers({
    original: readFileSync(PHOTO),
    subject: SUBJECT,
    size,
    scale,
    seed: 7,
    threads: 2,
    settings: SETTINGS,
    paint: (source, ctx, history) =>
      provider.paint({
        source,
        recipe: "test",
        prompt: null,
        negativePrompt: null,
        seed: 7,
        scale,
        threads: 2,
        onProgress: ctx.onProgress,
        settings: SETTINGS,
        subject: ctx.subject,
        mask: ctx.mask,
        face: ctx.face,
        history,
      }),
  })
}

describe("paintThroughLayers", () => {
  it("runs photo, segment, faceMap, noPost then final in order, recording each step", async () => {
    const painted = await paint({ width: 256, height: 384 }, 1)
    expect([painted.raster.width, painted.raster.height]).toEqual([256, 384])
    expect(painted.ctx.mask?.length).toBe(256 * 384)
    expect(painted.ctx.face).not.toBeNull()
    const final = await finishLayer("final", SETTINGS, painted, { watermark: { text: "Test mark" } })
    expect(final.history.map((h) => `${h.layer}:${h.fn}`)).toEqual([
      "photo:cropToSubject",
      "photo:fitToSize",
      "segment:grabCutMask",
      "faceMap:headFromMask",
      "noPost:strokes",
      "final:watermark",
    ])
    expect(final.history.at(-1)).toMatchObject({ params: { text: "Test mark" }, width: 256, height: 384 })
    // the watermark changed pixels
    expect(Buffer.compare(rasterToRgb(final.raster), rasterToRgb(painted.raster))).not.toBe(0)
  })

  it("paints a larger image with finer strokes than the preview enlarged", async () => {
    const preview = await paint({ width: 256, height: 384 }, 1)
    const big = await paint({ width: 768, height: 1152 }, 3)
    const { data, info } = await sharp(rasterToRgb(preview.raster), { raw: { width: 256, height: 384, channels: 3 } })
      .resize(768, 1152, { kernel: "lanczos3" })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const upscaled = rasterFromRgb(data, info.width, info.height, 3)
    const rendered = fineDetail(big.raster)
    const enlarged = fineDetail(upscaled)
    expect(rendered).toBeGreaterThan(enlarged * 1.5)
  }, 120_000)
})
