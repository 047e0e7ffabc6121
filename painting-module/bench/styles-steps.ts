/**
 * Per-step profile of the styles at 512x768: wall and process CPU time of every recipe step
 * (1 run after a warm-up), on the given thread count.
 *
 *   npx tsx painting-module/bench/styles-steps.ts [--threads 2] [--scale 1] [style ...]
 */
import { performance } from "node:perf_hooks"
import { STYLE_RECIPES } from "../src/engine/recipes"
import { layerFunction } from "../src/engine/layers/registry"
import { shutdownEnginePool } from "../src/engine"
import { preparePhoto } from "../src/engine/__tests__/style-fixtures"
import type { LayerContext } from "../src/engine/layers/contract"
import type { Raster } from "../src/engine/types"

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  let threads = 2
  let scale = 1
  const styles: string[] = []
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--threads") threads = Number(args[++i])
    else if (args[i] === "--scale") scale = Number(args[++i])
    else styles.push(args[i])
  }
  const W = Math.round(512 * scale)
  const H = Math.round(768 * scale)
  const photo = await preparePhoto("cat-tabby-large-3456x2304.jpg", W, H)
  const ctx: LayerContext = { seed: 1, scale, threads, subject: photo.subject, mask: null, face: null, onProgress: async () => {} }
  for (const style of styles.length ? styles : Object.keys(STYLE_RECIPES)) {
    const steps = STYLE_RECIPES[style].noPost ?? []
    for (let warm = 0; warm < (scale > 2 ? 1 : 2); warm++) {
      let cur: Raster = photo.raster
      const rows: string[] = []
      let tw = 0
      let tc = 0
      for (const step of steps) {
        const c0 = process.cpuUsage()
        const t0 = performance.now()
        cur = await layerFunction(step.fn)!(cur, step.params ?? {}, ctx)
        const wall = (performance.now() - t0) / 1000
        const c = process.cpuUsage(c0)
        const cpu = (c.user + c.system) / 1e6
        tw += wall
        tc += cpu
        rows.push(`${step.fn}${step.params?.mode ? ":" + step.params.mode : ""} ${wall.toFixed(2)}/${cpu.toFixed(2)}`)
      }
      if (warm === (scale > 2 ? 0 : 1)) console.log(`${style.padEnd(26)} ${tw.toFixed(2)}/${tc.toFixed(2)}  | ${rows.join("  ")}`)
    }
  }
}

main()
  .catch((err) => {
    console.error(err)
    process.exitCode = 1
  })
  .finally(() => shutdownEnginePool())
