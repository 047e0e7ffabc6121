/**
 * Benchmark of the layer pipeline: one fixture photo through photo → segment → faceMap →
 * noPost (impressionist) at the preview size (512x768) and at the print size of the largest
 * 2:3 product (24x36 in at 150 DPI = 3600x5400), with the time of every step and the
 * process's peak resident memory. Writes /tmp/production-bench.jpg.
 *
 *   npx tsx painting-module/bench/production.ts [photo] [width height]   (from the repository root)
 */
import { readFileSync } from "node:fs"
import { performance } from "node:perf_hooks"
import sharp from "sharp"
import { rasterToRgb, shutdownEnginePool } from "../src/engine"
import { STYLE_RECIPES } from "../src/engine/recipes"
import { LocalProvider } from "../src/providers/local-provider"
import { paintThroughLayers } from "../src/render/paint-pipeline"
import { fixturePhoto } from "../src/__tests__/fixture-photos"

const PHOTO = process.argv[2] || fixturePhoto("cat-tabby-large-3456x2304.jpg")
const PRINT = { width: Number(process.argv[3]) || 3600, height: Number(process.argv[4]) || 5400 }
const SUBJECT = { x: 0.2, y: 0.05, width: 0.6, height: 0.9 }

let peak = 0
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)

async function run(size: { width: number; height: number }, scale: number) {
  const provider = new LocalProvider()
  const t0 = performance.now()
  const result = await paintThroughLayers({
    original: readFileSync(PHOTO),
    subject: SUBJECT,
    size,
    scale,
    seed: 1,
    threads: 2,
    settings: STYLE_RECIPES.impressionist,
    paint: (source, ctx, history) =>
      provider.paint({
        source,
        recipe: "impressionist",
        prompt: null,
        negativePrompt: null,
        seed: 1,
        scale,
        threads: 2,
        onProgress: ctx.onProgress,
        subject: ctx.subject,
        mask: ctx.mask,
        face: ctx.face,
        history,
      }),
  })
  const ms = performance.now() - t0
  console.log(`${size.width}x${size.height} (scale ${scale.toFixed(2)}): ${(ms / 1000).toFixed(2)} s`)
  for (const h of result.history)
    console.log(`  ${h.layer.padEnd(8)} ${h.fn.padEnd(14)} ${String(h.ms).padStart(7)} ms  ${h.width}x${h.height}`)
  return result.raster
}

async function main() {
  await run({ width: 512, height: 768 }, 1)
  peak = process.memoryUsage().rss
  const raster = await run(PRINT, PRINT.width / 512)
  const t0 = performance.now()
  const jpeg = await sharp(rasterToRgb(raster), {
    raw: { width: raster.width, height: raster.height, channels: 3 },
    limitInputPixels: false,
  })
    .withMetadata({ density: 150 })
    .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
    .toBuffer()
  console.log(`JPEG q95: ${((performance.now() - t0) / 1000).toFixed(2)} s, ${(jpeg.length / 1e6).toFixed(1)} MB`)
  await sharp(jpeg).toFile("/tmp/production-bench.jpg")
  clearInterval(sampler)
  console.log(`peak RSS ${(Math.max(peak, process.memoryUsage().rss) / 2 ** 20).toFixed(0)} MB`)
  await shutdownEnginePool()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
