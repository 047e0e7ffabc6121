/**
 * Print-scale check of the 13 styles: each style's noPost recipe at 3600x5400 (24x36 in at
 * 150 DPI; scale 3600/512 ≈ 7.03) on 2 threads, one child process per style so each gets its
 * own peak RSS. Prints wall time, process CPU time and peak RSS per style.
 *
 *   npx tsx painting-module/bench/styles-print.ts [--size 3600x5400] [--threads 2] [style ...]
 */
import { execFileSync } from "node:child_process"
import { performance } from "node:perf_hooks"
import { STYLE_RECIPES, runLayerSteps } from "../src/engine/recipes"
import { shutdownEnginePool } from "../src/engine"
import { preparePhoto } from "../src/engine/__tests__/style-fixtures"

const FIXTURE = "cat-tabby-large-3456x2304.jpg"

async function one(style: string, w: number, h: number, threads: number): Promise<void> {
  const photo = await preparePhoto(FIXTURE, w, h)
  const c0 = process.cpuUsage()
  const t0 = performance.now()
  const out = await runLayerSteps(STYLE_RECIPES[style].noPost ?? [], photo.raster, {
    seed: 1,
    scale: w / 512,
    threads,
    subject: photo.subject,
    mask: null,
    face: null,
    onProgress: async () => {},
  })
  const wall = (performance.now() - t0) / 1000
  const c = process.cpuUsage(c0)
  if (out.width !== w || out.height !== h) throw new Error(`${style}: ${out.width}x${out.height}`)
  const rss = process.resourceUsage().maxRSS / 1024
  console.log(JSON.stringify({ style, wall, cpu: (c.user + c.system) / 1e6, rssMB: rss }))
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
  console.log(`styles at ${w}x${h} (scale ${(w / 512).toFixed(2)}), ${threads} threads, ${FIXTURE}: wall s, CPU s (all threads), peak RSS`)
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
        `${style.padEnd(26)} ${r.wall.toFixed(1).padStart(6)} s  ${r.cpu.toFixed(1).padStart(6)} s CPU  ${Math.round(r.rssMB)} MB`
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
