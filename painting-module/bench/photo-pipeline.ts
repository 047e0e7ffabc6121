/**
 * Times the photo pipeline on the 8-megapixel fixture:
 *   npx tsx painting-module/bench/photo-pipeline.ts [photo]
 * One warm-up run (after the analyser's model load, which is timed and printed on its
 * own), then 3 timed runs of processPhoto (inspect + decode to every tier in WebP and
 * JPEG + analysis). Prints the median and a breakdown. Target: ≤ 1.2 s.
 */
import { readFileSync } from "node:fs"
import { availableParallelism } from "node:os"
import sharp from "sharp"
import { analysePhoto, disposePhotoAnalyser, makeImageTiers, processPhoto, warmUpPhotoAnalyser, type ProcessedPhoto } from "../src/photo"
import { fixturePhoto } from "../src/__tests__/fixture-photos"

const FIXTURE = fixturePhoto("cat-tabby-large-3456x2304.jpg")
const RUNS = 3
const TARGET_S = 1.2

const s = (ms: number) => (ms / 1000).toFixed(2)
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

async function main() {
  const path = process.argv[2] ?? FIXTURE
  const bytes = readFileSync(path)

  const load = await warmUpPhotoAnalyser()
  console.log(`analyser model load + first inference: ${s(load.loadMs)} s (excluded below)`)

  const warm = await processPhoto(bytes)
  const { width, height } = warm.tiers
  console.log(`warm-up run: ${s(warm.timings.totalMs)} s`)

  const runs: ProcessedPhoto["timings"][] = []
  for (let i = 0; i < RUNS; i++) {
    const result = await processPhoto(bytes)
    runs.push(result.timings)
    const t = result.timings
    console.log(
      `run ${i + 1}: ${s(t.totalMs)} s (inspect ${s(t.inspectMs)} s, tiers ${s(t.tiersMs)} s, analysis ${s(t.analysisMs)} s)` +
        ` → ${result.analysis.subject?.kind} ${result.analysis.subject?.score}, "${result.analysis.description}"`
    )
  }

  const total = median(runs.map((r) => r.totalMs))
  const mp = ((width * height) / 1e6).toFixed(1)
  console.log(
    `photo pipeline ${width}x${height} (${mp} MP): median ${s(total)} s ` +
      `(tiers ${s(median(runs.map((r) => r.tiersMs)))} s, analysis ${s(median(runs.map((r) => r.analysisMs)))} s, ` +
      `inspect ${s(median(runs.map((r) => r.inspectMs)))} s; tiers and analysis overlap)`
  )
  console.log(
    `machine: ${availableParallelism()} cores, libvips threads ${sharp.concurrency()}; ` +
      `target ≤ ${TARGET_S} s: ${total / 1000 <= TARGET_S ? "met" : "MISSED"}`
  )

  // The same two steps one after the other, each alone on the machine.
  const alone = { tiers: [] as number[], analysis: [] as number[] }
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now()
    const tiers = await makeImageTiers(bytes)
    alone.tiers.push(performance.now() - t)
    t = performance.now()
    await analysePhoto(tiers.analysisInput)
    alone.analysis.push(performance.now() - t)
  }
  console.log(`each step alone (median of ${RUNS}): decode + tiers ${s(median(alone.tiers))} s, analysis ${s(median(alone.analysis))} s`)

  const sizes = Object.entries(warm.tiers.tiers)
    .map(
      ([name, t]) =>
        `${name} ${t.width}x${t.height} webp ${Math.round(t.webp.length / 1024)} KB jpeg ${Math.round(t.jpeg.length / 1024)} KB`
    )
    .join("; ")
  console.log(`tiers: ${sizes}`)
  await disposePhotoAnalyser()
}

main().catch((err) => {
  console.error(err)
  process.exitCode = 1
})
