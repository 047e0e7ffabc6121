/**
 * `npm run bench`: every benchmark, one after another (they would disturb each other's
 * timings on a 2-core machine), each printing its own figures.
 */
import { spawnSync } from "node:child_process"
import { join } from "node:path"
import { ROOT } from "./lib/settings"

const BENCHMARKS = [
  { title: "Photo pipeline (8 MP fixture: decode, all tiers in WebP and JPEG, subject analysis)", file: "painting-module/bench/photo-pipeline.ts" },
  { title: "Impressionist render at 512x768 on 1 and 2 threads", file: "painting-module/bench/impressionist.ts" },
  { title: "The 13 styles at 512x768 on 1 and 2 threads", file: "painting-module/bench/styles.ts" },
]

const tsx = join(ROOT, "node_modules", "tsx", "dist", "cli.mjs")
let failed = 0
for (const bench of BENCHMARKS) {
  console.log(`\n━━ ${bench.title}`)
  const run = spawnSync(process.execPath, [tsx, join(ROOT, bench.file)], { cwd: ROOT, stdio: "inherit" })
  if (run.status !== 0) {
    failed++
    console.error(`✗ ${bench.file} exited with ${run.status}`)
  }
}
process.exit(failed ? 1 : 0)
