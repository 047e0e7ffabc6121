/**
 * `npm run bench`: every benchmark, one after another (they would disturb each other's
 * timings on a 2-core machine), each printing its own figures, then the web benchmark with
 * Lighthouse on the storefront (scripts/lib/web-bench.ts, lighthouse-bench.ts). `npm run bench -- <part>` runs one part:
 * lighthouse, cart (backend CPU per cart call, backend/bench/cart.bench.ts), or reliability
 * (a fuzzer over every route, hostile uploads, 50 shoppers, a worker kill and Redis and Postgres
 * restarts against a whole shop, scripts/lib/reliability-bench.ts),
 * worker-memory (a painting worker's memory over many jobs, painting-module/bench/worker-memory.ts),
 * web (the public /api reads beside Medusa's /store/products, cold and warm, the storefront's
 * pages under load, and Lighthouse, in one run: scripts/lib/web-bench.ts), or print (the 13
 * styles' print files at 3600x5400: time, peak RSS, detail ratio; painting-module/bench/styles-print.ts).
 */
import { spawnSync } from "node:child_process"
import { join } from "node:path"
import { runLighthouseBench } from "./lib/lighthouse-bench"
import { runReliabilityBench } from "./lib/reliability-bench"
import { runWebBench } from "./lib/web-bench"
import { ensureChromium, ensurePostgres, ensureRedis, flushRedisDb } from "./lib/services"
import { readSettings, ROOT } from "./lib/settings"
import { workerMemoryEnv } from "./lib/worker-env"

const PRINT_BENCH = {
  title: "Print files (issue 23): the 13 styles at 3600x5400 (or --size) on 2 threads, one process each: time, peak RSS, detail ratio",
  file: "painting-module/bench/styles-print.ts",
}

const BENCHMARKS = [
  {
    title: "Photo pipeline (8 MP fixture: decode, all tiers in WebP and JPEG, subject analysis)",
    file: "painting-module/bench/photo-pipeline.ts",
  },
  { title: "Impressionist render at 512x768 on 1 and 2 threads", file: "painting-module/bench/impressionist.ts" },
  { title: "The 13 styles at 512x768 on 1 and 2 threads", file: "painting-module/bench/styles.ts" },
  {
    title: "Style samples (issue 25): from a photo analysed to all 13 styles sampled, per style and in total",
    file: "painting-module/bench/style-samples.ts",
  },
  {
    title: "Style sampler through a worker (issue 25): analysed → all samples, and a preview asked for meanwhile",
    file: "painting-module/bench/style-sampler-worker.ts",
  },
  { title: "Room mockups (issue 24): render times cold and warm per room and width", file: "painting-module/bench/mockups.ts" },
  {
    title: "Preview latency with 0 and 3 print renders queued (issue 23: print files on their own queue)",
    file: "painting-module/bench/preview-with-production.ts",
  },
  PRINT_BENCH,
]

const tsx = join(ROOT, "node_modules", "tsx", "dist", "cli.mjs")
const PARTS = ["lighthouse", "cart", "reliability", "worker-memory", "web", "print"]
const only = process.argv[2]
if (only && !PARTS.includes(only)) {
  console.error(`Unknown benchmark ${only}. Parts: ${PARTS.join(", ")} (none: everything)`)
  process.exit(2)
}
let failed = 0
for (const bench of only === "print" ? [PRINT_BENCH] : only ? [] : BENCHMARKS) {
  console.log(`\n━━ ${bench.title}`)
  // `npm run bench -- print --size 7200x10800`: the print bench takes its own options.
  const args = bench === PRINT_BENCH ? process.argv.slice(3) : []
  const run = spawnSync(process.execPath, [tsx, join(ROOT, bench.file), ...args], { cwd: ROOT, stdio: "inherit" })
  if (run.status !== 0) {
    failed++
    console.error(`✗ ${bench.file} exited with ${run.status}`)
  }
}

/** Its own Redis database, apart from the test suites' (14, 9, 12) and a running shop's. */
const CART_BENCH_REDIS = "redis://127.0.0.1:6379/13"

/**
 * Backend CPU per cart call: the backend boots in a vitest worker as an integration spec
 * does (its own copy of a seeded database), and the bench measures the calls in that process.
 */
async function cartBench() {
  console.log("\n━━ Cart calls: backend CPU per call beside GET /store/products (issue 20, item 2)")
  const settings = readSettings()
  await ensurePostgres(settings.databaseUrl)
  await ensureRedis(settings.redisUrl)
  await flushRedisDb(CART_BENCH_REDIS)
  const built = spawnSync(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-b", "painting-module", "seed"], {
    cwd: ROOT,
    stdio: "inherit",
  })
  const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs")
  const run =
    built.status === 0
      ? spawnSync(process.execPath, [vitest, "run", "--config", "vitest.bench.config.mts", "bench/cart.bench.ts"], {
          cwd: join(ROOT, "backend"),
          env: { ...process.env, DB_HOST: "localhost", REDIS_URL: CART_BENCH_REDIS },
          stdio: "inherit",
        })
      : built
  if (run.status !== 0) {
    failed++
    console.error(`✗ the cart benchmark exited with ${run.status}`)
  }
}

/**
 * A painting worker's memory over 200 jobs (WORKER_MEMORY_JOBS sets another count), run with
 * the allocator `npm start` gives the worker (scripts/lib/worker-env.ts); no shop needed.
 */
function workerMemoryBench() {
  console.log("\n━━ Painting worker memory: RSS after 10/50/100/200 previews and photo analyses (issue 20, item 4)")
  const run = spawnSync(process.execPath, [tsx, join(ROOT, "painting-module", "bench", "worker-memory.ts")], {
    cwd: ROOT,
    env: { ...process.env, ...workerMemoryEnv(), WORKER_MEMORY_JOBS: process.env.WORKER_MEMORY_JOBS || "200" },
    stdio: "inherit",
  })
  if (run.status !== 0) {
    failed++
    console.error(`✗ the worker memory benchmark exited with ${run.status}`)
  }
}

/** A part that runs in this process: its heading, then its run; a part that could not run at all counts as failed. */
async function runPart(title: string, what: string, run: () => Promise<boolean | void>) {
  console.log(`\n━━ ${title}`)
  try {
    // Missed targets are only printed; false means the part itself failed (reliability).
    if ((await run()) === false) failed++
  } catch (err) {
    failed++
    console.error(`✗ ${what} did not run: ${(err as Error).stack ?? err}`)
  }
}

const withChromium = (run: () => Promise<void>) => async () => {
  console.log(`Chromium: ${await ensureChromium()}`)
  await run()
}

const lighthouseBench = () =>
  runPart(
    "Lighthouse on the storefront: home, a style page, a product page (mobile, the worst of 3 runs against the targets)",
    "Lighthouse",
    withChromium(() => runLighthouseBench())
  )

const reliabilityBench = () =>
  runPart(
    "Reliability: a fuzzer over every route and hostile uploads; fails on any 5xx or stuck photo (issue 20)",
    "the reliability benchmark",
    runReliabilityBench
  )

const webBench = () =>
  runPart(
    "A fast shop: public reads beside Medusa's, storefront pages, Lighthouse (issue 21)",
    "the web benchmark",
    withChromium(runWebBench)
  )

async function main() {
  if (!only || only === "worker-memory") workerMemoryBench()
  if (!only || only === "cart") await cartBench()
  if (!only || only === "reliability") await reliabilityBench()
  // The whole run's Lighthouse is part of the web benchmark (on the same shop as its loads).
  if (only === "lighthouse") await lighthouseBench()
  if (!only || only === "web") await webBench()
}

main().then(() => process.exit(failed ? 1 : 0))
