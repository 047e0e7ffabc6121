/**
 * The style sampler (issue 25): the time from a photo analysed to every style's sample made,
 * per style and in total, as the worker makes them (one decode, cut-out and head for all; each
 * style's noPost at the sample size; watermark; WebP). Median of 5 runs per fixture photo, on
 * 2 threads. The shop's goal: all 13 within 3 s.
 *
 *   npx tsx painting-module/bench/style-samples.ts      (from the repository root)
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import sharp from "sharp"
import { framedSubjectBox, proposeComposition, unframedSubjectBoxes } from "../src/composition"
import { shutdownEnginePool } from "../src/engine"
import { STYLE_RECIPES } from "../src/engine/recipes"
import { analysePhoto, disposePhotoAnalyser } from "../src/photo"
import { paintStyleSamples, SAMPLE_SIZES } from "../src/render/paint-style-samples"
import { rasterImage } from "../src/worker/jobs/painting-inputs"
import { watermarkFrame } from "../src/worker/jobs/watermarked"

const ROOT = join(__dirname, "..", "..")
const PHOTOS = ["cat-tabby-large-3456x2304.jpg", "dog-beagle-landscape.jpg", "cat-tortoiseshell-white.webp"]
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)]

/** The catalogue's styles in order (seed/data/styles.json). */
function catalogue(): string[] {
  const data = JSON.parse(readFileSync(join(ROOT, "seed", "data", "styles.json"), "utf8")) as { styles: { engine: string }[] }
  return data.styles.map((s) => s.engine).filter((k) => STYLE_RECIPES[k])
}

async function main() {
  sharp.concurrency(2)
  const recipes = catalogue()
  const perStyle = new Map<string, number[]>(recipes.map((r) => [r, []]))
  console.log(`Style samples: ${recipes.length} styles per photo, median of ${RUNS} runs, 2 threads`)
  for (const name of PHOTOS) {
    const bytes = readFileSync(join(ROOT, "tests", "fixtures", "photos", name))
    const small = await sharp(bytes).rotate().resize(640, 640, { fit: "inside" }).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const meta = await sharp(bytes).rotate().toBuffer({ resolveWithObject: true })
    const analysis = await analysePhoto({ data: small.data, width: small.info.width, height: small.info.height })
    const photo = { width: meta.info.width, height: meta.info.height, subject: analysis.subject, subjects: analysis.subjects }
    const composition = proposeComposition(photo)
    const shape = composition?.orientation ?? "portrait"
    const totals: number[] = []
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now()
      let last = started
      await paintStyleSamples({
        original: bytes,
        subject: framedSubjectBox(photo),
        frame: composition?.crops[shape] ?? null,
        others: unframedSubjectBoxes(photo),
        size: SAMPLE_SIZES[shape],
        seed: 1,
        threads: 2,
        styles: recipes.map((r) => ({ id: r, recipe: r, settings: STYLE_RECIPES[r] })),
        onSample: async (style, raster) => {
          await rasterImage(await watermarkFrame(raster, "Custom Pet Portraits"))
            .webp({ quality: 80 })
            .toBuffer()
          const now = performance.now()
          // the first run warms the engine's threads and caches up: not counted
          if (run > 0) perStyle.get(style.recipe)!.push(now - last)
          last = now
          return true
        },
      })
      if (run > 0) totals.push(performance.now() - started)
    }
    const size = SAMPLE_SIZES[shape]
    console.log(
      `  ${name.padEnd(34)} ${shape.padEnd(9)} ${size.width}x${size.height}: all ${recipes.length} in ${(median(totals) / 1000).toFixed(2)} s (runs ${totals.map((t) => (t / 1000).toFixed(2)).join(", ")})`
    )
  }
  console.log("  per style (median over photos and runs, including its watermark and WebP; the first includes the shared cut-out):")
  for (const [recipe, times] of perStyle) console.log(`    ${recipe.padEnd(28)} ${(median(times) / 1000).toFixed(3)} s`)
  await disposePhotoAnalyser()
  await shutdownEnginePool()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
