/**
 * Visual check: renders styles for a few fixtures at 512x768 and writes one strip per style
 * (the prepared photo first, then each fixture's painting) to /tmp/styles/<style>.png.
 *
 *   npx tsx painting-module/bench/render-styles.ts [style ...] [--fixtures a,b] [--threads 2]
 */
import { mkdirSync } from "node:fs"
import { performance } from "node:perf_hooks"
import sharp from "sharp"
import { STYLE_RECIPES, runLayerSteps } from "../src/engine/recipes"
import { rasterToRgb, shutdownEnginePool } from "../src/engine"
import { preparePhoto } from "../src/engine/__tests__/style-fixtures"
import { headFromMask } from "../src/engine/layers/builtin/face-map"
import { segmentSubject } from "../src/engine/layers/builtin/segment"

const OUT = process.env.STYLE_OUT ?? "/tmp/styles"
const W = 512
const H = 768

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  let fixtures = ["cat-chelsea.png", "dog-beagle-landscape.jpg", "by-sa/cat-maine-coon-greenery.jpg"]
  let threads = 2
  const styles: string[] = []
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--fixtures") fixtures = args[++i].split(",")
    else if (args[i] === "--threads") threads = Number(args[++i])
    else styles.push(args[i])
  }
  mkdirSync(OUT, { recursive: true })
  const photos = await Promise.all(fixtures.map((f) => preparePhoto(f, W, H)))
  // the pipeline's segment and faceMap layers when they are there (else the filters' fallbacks)
  const masks: (Float32Array | null)[] = []
  const faces: ({ x: number; y: number; width: number; height: number } | null)[] = []
  for (const p of photos) {
    try {
      const m = segmentSubject(p.raster, p.subject)
      masks.push(m)
      faces.push(headFromMask(m, W, H, p.subject))
    } catch {
      masks.push(null)
      faces.push(null)
    }
  }
  for (const style of styles.length ? styles : Object.keys(STYLE_RECIPES)) {
    const tiles: Buffer[] = []
    const times: string[] = []
    for (const [pi, photo] of photos.entries()) {
      const t0 = performance.now()
      const out = await runLayerSteps(STYLE_RECIPES[style].noPost ?? [], photo.raster, {
        seed: 1,
        scale: 1,
        threads,
        subject: photo.subject,
        mask: process.env.NO_MASK ? null : masks[pi],
        face: process.env.NO_MASK ? null : faces[pi],
        onProgress: async () => {},
      })
      times.push(((performance.now() - t0) / 1000).toFixed(2))
      tiles.push(rasterToRgb(out))
    }
    const strip = sharp({ create: { width: W * tiles.length, height: H, channels: 3, background: "#000" } }).composite(
      tiles.map((t, i) => ({ input: t, raw: { width: W, height: H, channels: 3 as const }, left: i * W, top: 0 }))
    )
    await strip.png().toFile(`${OUT}/${style}.png`)
    console.log(`${style}: ${times.join(" s, ")} s -> ${OUT}/${style}.png`)
  }
  const orig = sharp({ create: { width: W * photos.length, height: H, channels: 3, background: "#000" } }).composite(
    photos.map((p, i) => ({ input: rasterToRgb(p.raster), raw: { width: W, height: H, channels: 3 as const }, left: i * W, top: 0 }))
  )
  await orig.png().toFile(`${OUT}/_photos.png`)
}

main()
  .catch((err) => {
    console.error(err)
    process.exitCode = 1
  })
  .finally(() => shutdownEnginePool())
