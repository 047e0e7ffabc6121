/**
 * Print files of the 13 styles as the production job makes them: each style's noPost recipe
 * composed at twice the preview (1024x1536), then enlarged and finished at print scale in
 * strips (engine/print) to 3600x5400 (24x36 in at 150 DPI; --size 7200x10800 for 300 DPI), on
 * 2 threads, one child process per style so each gets its own peak RSS. Prints wall time
 * (compose + finish, and the JPEG encoding the job adds), process CPU time and peak RSS per
 * style, and the detail ratio: the print's fine detail (mean |Laplacian| of luma) over that of
 * the 512-wide preview enlarged to the print's size, measured after the peak RSS is read
 * (issue 23: a print must be > 1.5x).
 *
 *   npx tsx painting-module/bench/styles-print.ts [--size 3600x5400] [--threads 2] [style ...]
 */
import { execFileSync } from "node:child_process"
import { performance } from "node:perf_hooks"
import sharp from "sharp"
import { STYLE_RECIPES, runLayerSteps } from "../src/engine/recipes"
import { rasterFromRgb, rasterToRgb, shutdownEnginePool } from "../src/engine"
import { fineDetail } from "../src/engine/maths/detail"
import { preparePhoto } from "../src/engine/__tests__/style-fixtures"
import { finishPrint, printFinishFor } from "../src/engine/print"
import { MIN_PRINT_DPI, printBaseSize } from "../src/render/print-size"
import { encodePrintFile } from "../src/render/encode-print-file"

const FIXTURE = "cat-tabby-large-3456x2304.jpg"

const PREVIEW_WIDTH = 512

async function render(style: string, w: number, h: number, threads: number) {
  const photo = await preparePhoto(FIXTURE, w, h)
  return runLayerSteps(STYLE_RECIPES[style].noPost ?? [], photo.raster, {
    seed: 1,
    scale: w / PREVIEW_WIDTH,
    threads,
    subject: photo.subject,
    mask: null,
    face: null,
    onProgress: async () => {},
  })
}

/** The production job's path: compose at the base size, finish at the print's, encode. */
async function renderPrint(style: string, w: number, h: number, threads: number) {
  const base = printBaseSize({ width: PREVIEW_WIDTH, height: Math.round((PREVIEW_WIDTH * h) / w) }, { width: w, height: h })
  const composed = await render(style, base.width, base.height, threads)
  const print = await finishPrint(composed, { width: w, height: h }, printFinishFor(STYLE_RECIPES[style]), {
    seed: 1,
    threads,
    // The size is the 24x36 in product's: its DPI over 150.
    unit: w / (24 * MIN_PRINT_DPI),
  })
  const jpeg = await encodePrintFile(print, Math.round(w / 24))
  return { print, bytes: jpeg.length }
}

async function one(style: string, w: number, h: number, threads: number): Promise<void> {
  const c0 = process.cpuUsage()
  const t0 = performance.now()
  const { print: out } = await renderPrint(style, w, h, threads)
  const wall = (performance.now() - t0) / 1000
  const c = process.cpuUsage(c0)
  if (out.width !== w || out.height !== h) throw new Error(`${style}: ${out.width}x${out.height}`)
  const rss = process.resourceUsage().maxRSS / 1024
  const printDetail = fineDetail(out)
  const ph = Math.round((PREVIEW_WIDTH * h) / w)
  const preview = await render(style, PREVIEW_WIDTH, ph, threads)
  const enlarged = await sharp(rasterToRgb(preview), { raw: { width: PREVIEW_WIDTH, height: ph, channels: 3 } })
    .resize(w, h, { kernel: "lanczos3", fit: "fill" })
    .raw()
    .toBuffer()
  const detailRatio = printDetail / fineDetail(rasterFromRgb(enlarged, w, h, 3))
  console.log(JSON.stringify({ style, wall, cpu: (c.user + c.system) / 1e6, rssMB: rss, detailRatio }))
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  let size = "3600x5400"
  let threads = 2
  let oneStyle: string | undefined
  const styles: string[] = []
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--size") size = args[++i]
    else if (args[i] === "--threads") threads = Number(args[++i])
    else if (args[i] === "--one") oneStyle = args[++i]
    else styles.push(args[i])
  }
  const [w, h] = size.split("x").map(Number)
  if (oneStyle) return one(oneStyle, w, h, threads)
  console.log(
    `styles at ${w}x${h} (scale ${(w / PREVIEW_WIDTH).toFixed(2)}), ${threads} threads, ${FIXTURE}: wall s, CPU s (all threads), ` +
      `peak RSS, detail ratio against the preview enlarged (targets: <= 20 s, <= 1 GB, > 1.5x)`
  )
  for (const style of styles.length ? styles : Object.keys(STYLE_RECIPES)) {
    try {
      const outText = execFileSync(
        process.execPath,
        [...process.execArgv, __filename, "--one", style, "--size", size, "--threads", String(threads)],
        {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "inherit"],
          maxBuffer: 1 << 20,
        }
      )
      const r = JSON.parse(outText.trim().split("\n").pop()!)
      console.log(
        `${style.padEnd(26)} ${r.wall.toFixed(1).padStart(6)} s  ${r.cpu.toFixed(1).padStart(6)} s CPU  ${String(Math.round(r.rssMB)).padStart(5)} MB  ` +
          `detail ${r.detailRatio.toFixed(2)}x`
      )
    } catch (err) {
      console.log(`${style.padEnd(26)} FAILED: ${(err as Error).message.split("\n")[0]}`)
    }
  }
}

main()
  .catch((err) => {
    console.error(err)
    process.exitCode = 1
  })
  .finally(() => shutdownEnginePool())
