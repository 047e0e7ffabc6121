/**
 * `npm run bench`: every benchmark, one after another (they would disturb each other's
 * timings on a 2-core machine), each printing its own figures, then Lighthouse on the
 * storefront (scripts/lib/lighthouse-bench.ts).
 */
import { spawnSync } from "node:child_process"
import { join } from "node:path"
import { runLighthouseBench } from "./lib/lighthouse-bench"
import { ensureChromium } from "./lib/services"
import { ROOT } from "./lib/settings"

const BENCHMARKS = [
  {
    title: "Photo pipeline (8 MP fixture: decode, all tiers in WebP and JPEG, subject analysis)",
    file: "painting-module/bench/photo-pipeline.ts",
  },
  { title: "Impressionist render at 512x768 on 1 and 2 threads", file: "painting-module/bench/impressionist.ts" },
  { title: "The 13 styles at 512x768 on 1 and 2 threads", file: "painting-module/bench/styles.ts" },
]

const tsx = join(ROOT, "node_modules", "tsx", "dist", "cli.mjs")
// `npm run bench -- lighthouse` runs only the Lighthouse benchmark.
const only = process.argv[2]
let failed = 0
for (const bench of only === "lighthouse" ? [] : BENCHMARKS) {
  console.log(`\n━━ ${bench.title}`)
  const run = spawnSync(process.execPath, [tsx, join(ROOT, bench.file)], { cwd: ROOT, stdio: "inherit" })
  if (run.status !== 0) {
    failed++
    console.error(`✗ ${bench.file} exited with ${run.status}`)
  }
}

async function lighthouseBench() {
  console.log("\n━━ Lighthouse on the storefront: home, a style page, a product page (mobile, median of 3 runs)")
  try {
    console.log(`Chromium: ${await ensureChromium()}`)
    await runLighthouseBench()
  } catch (err) {
    // Missed targets are only printed; a Lighthouse that could not run at all counts as a failed benchmark.
    failed++
    console.error(`✗ Lighthouse did not run: ${(err as Error).stack ?? err}`)
  }
}

lighthouseBench().then(() => process.exit(failed ? 1 : 0))
