/**
 * Benchmark of the impressionist engine: the 8-megapixel tabby fixture, cover-cropped to
 * 512x768, painted with IMPRESSIONIST_PRESET on 1 and on 2 threads (1 warm-up + 3 timed
 * runs each). Writes the painting to /tmp/impressionist-bench.png.
 *
 *   npx tsx painting-module/bench/impressionist.ts      (from the repository root)
 */
import { performance } from "node:perf_hooks"
import sharp from "sharp"
import { IMPRESSIONIST_PRESET, paintImpressionist, rasterFromRgb, rasterToRgb, shutdownEnginePool, type Raster } from "../src/engine"
import { fixturePhoto } from "../src/__tests__/fixture-photos"

const FIXTURE = fixturePhoto("cat-tabby-large-3456x2304.jpg")
const OUTPUT = "/tmp/impressionist-bench.png"
const WIDTH = 512
const HEIGHT = 768
const RUNS = 3
const SEED = 1

async function timeRuns(source: Raster, threads: number): Promise<{ median: number; runs: number[]; output: Buffer }> {
  await paintImpressionist(source, IMPRESSIONIST_PRESET, { seed: SEED, threads }) // warm-up
  const runs: number[] = []
  let output: Buffer = Buffer.alloc(0)
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    const out = await paintImpressionist(source, IMPRESSIONIST_PRESET, { seed: SEED, threads })
    runs.push((performance.now() - t0) / 1000)
    output = rasterToRgb(out)
  }
  const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]
  return { median, runs, output }
}

async function main(): Promise<void> {
  const { data, info } = await sharp(FIXTURE)
    .rotate()
    .resize(WIDTH, HEIGHT, { fit: "cover" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const source = rasterFromRgb(data, info.width, info.height, 3)

  let reference: Buffer | undefined
  for (const threads of [1, 2]) {
    const { median, runs, output } = await timeRuns(source, threads)
    const list = runs.map((r) => r.toFixed(3)).join(", ")
    console.log(
      `impressionist ${WIDTH}x${HEIGHT}, ${threads} thread${threads > 1 ? "s" : ""}: median ${median.toFixed(3)} s (runs: ${list})`
    )
    if (!reference) reference = output
    else if (!output.equals(reference)) console.log(`WARNING: ${threads} threads gave different bytes than 1 thread`)
  }
  await sharp(reference!, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png()
    .toFile(OUTPUT)
  console.log(`wrote ${OUTPUT}`)
}

main()
  .catch((err) => {
    console.error(err)
    process.exitCode = 1
  })
  .finally(() => shutdownEnginePool())
