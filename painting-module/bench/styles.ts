/**
 * Benchmark of the 13 styles: the 8-megapixel tabby fixture prepared at 512x768 (cover crop
 * around the subject), each style's noPost recipe on 1 and 2 threads (1 warm-up + 3 timed
 * runs each); prints the median per style of: wall time, process CPU time (all threads),
 * which is steadier on a busy machine, and an estimate of the wall time on an idle machine:
 * the calling thread's CPU time plus the busiest other thread's (from /proc/self/task; the
 * workers run while the calling thread waits).
 *
 *   npx tsx painting-module/bench/styles.ts [style ...]      (from the repository root)
 */
import { readdirSync, readFileSync } from "node:fs"
import { performance } from "node:perf_hooks"
import { STYLE_RECIPES, runLayerSteps } from "../src/engine/recipes"
import { rasterToRgb, shutdownEnginePool } from "../src/engine"
import { preparePhoto } from "../src/engine/__tests__/style-fixtures"
import type { LayerContext } from "../src/engine/layers/contract"

const FIXTURE = "cat-tabby-large-3456x2304.jpg"
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

/** CPU seconds per thread of this process (Linux /proc; empty elsewhere). */
function threadCpu(): Map<number, number> {
  const out = new Map<number, number>()
  try {
    for (const tid of readdirSync("/proc/self/task")) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8")
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      out.set(Number(tid), (Number(f[11]) + Number(f[12])) / 100)
    }
  } catch {
    // not Linux
  }
  return out
}

/** Idle-machine wall estimate between two threadCpu() samples: main thread + busiest other. */
function estimate(a: Map<number, number>, b: Map<number, number>): number {
  let main = 0
  let other = 0
  for (const [tid, t] of b) {
    const d = t - (a.get(tid) ?? 0)
    if (tid === process.pid) main = d
    else other = Math.max(other, d)
  }
  return main + other
}

async function main(): Promise<void> {
  const photo = await preparePhoto(FIXTURE, 512, 768)
  const styles = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(STYLE_RECIPES)
  console.log(`styles at 512x768 (${FIXTURE}), median of ${RUNS} runs; wall s (process CPU s, idle-machine estimate s)`)
  for (const style of styles) {
    const cells: string[] = []
    let reference: Buffer | undefined
    for (const threads of [1, 2]) {
      const ctx: LayerContext = { seed: 1, scale: 1, threads, subject: photo.subject, mask: null, face: null, onProgress: async () => {} }
      const steps = STYLE_RECIPES[style].noPost ?? []
      await runLayerSteps(steps, photo.raster, ctx)
      const wall: number[] = []
      const cpu: number[] = []
      const est: number[] = []
      let out: Buffer = Buffer.alloc(0)
      for (let i = 0; i < RUNS; i++) {
        const c0 = process.cpuUsage()
        const th0 = threadCpu()
        const t0 = performance.now()
        const r = await runLayerSteps(steps, photo.raster, ctx)
        wall.push((performance.now() - t0) / 1000)
        const c = process.cpuUsage(c0)
        cpu.push((c.user + c.system) / 1e6)
        est.push(estimate(th0, threadCpu()))
        out = rasterToRgb(r)
      }
      const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]
      cells.push(`${threads}T ${med(wall).toFixed(2)} s (${med(cpu).toFixed(2)}, ~${med(est).toFixed(2)})`)
      if (!reference) reference = out
      else if (!out.equals(reference)) cells.push("WARNING: 2 threads differ from 1")
    }
    console.log(`${style.padEnd(26)} ${cells.join("   ")}`)
  }
}

main()
  .catch((err) => {
    console.error(err)
    process.exitCode = 1
  })
  .finally(() => shutdownEnginePool())
