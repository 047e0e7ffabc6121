/**
 * `npm run bench -- web` (issue 21, item 4): the shop's public reads and pages side by side, in
 * one run on one machine, against a production build on its own ports (or the running shop at
 * BENCH_STOREFRONT_URL / BENCH_BACKEND_URL):
 * - the cached /api reads next to Medusa's own GET /store/products?limit=12 (the yardstick):
 *   throughput and p50 / p97.5 with 32 connections for 8 s (warm), their ratio to Medusa's, and
 *   each read cold (the first call after the shared cache is cleared, median of 5);
 * - the storefront's public pages with 16 connections for 8 s, asked as a browser asks (gzip):
 *   req/s, latency and the bytes sent per page;
 * - Lighthouse on home, a style page and a product page (lighthouse-bench.ts).
 * Load comes from autocannon. Figures only: it never fails a run.
 */
import autocannon from "autocannon"
import { Redis } from "ioredis"
import { Client } from "pg"
import { BENCH_SHOP, runLighthouseBench } from "./lighthouse-bench"
import { runningShopFromEnv, startTestShop, stopTestShop, type TestShop } from "./test-shop"

const API_CONNECTIONS = Number(process.env.WEB_BENCH_API_CONNECTIONS) || 32
const PAGE_CONNECTIONS = Number(process.env.WEB_BENCH_PAGE_CONNECTIONS) || 16
const SECONDS = Number(process.env.WEB_BENCH_SECONDS) || 8
const COLD_SAMPLES = 5

/** The Caching Module's keys (its Redis provider's default prefix): cleared for a cold read. */
const CACHE_KEYS = "mc:*"

type Read = { name: string; path: string; headers?: Record<string, string> }
type Load = { perSecond: number; p50: number; p975: number; errors: number; bytes: number }

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** `connections` callers asking `url` back to back for SECONDS (autocannon). */
async function load(url: string, connections: number, headers: Record<string, string> = {}): Promise<Load> {
  // A few calls first: the first answers fill the caches the warm figures are about.
  for (let i = 0; i < 3; i++) await fetch(url, { headers }).then((r) => r.arrayBuffer())
  const result = await autocannon({ url, connections, duration: SECONDS, headers })
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
  }
}

/** One call's time right after the shared cache was emptied, median of COLD_SAMPLES. */
async function cold(url: string, redis: Redis, headers: Record<string, string> = {}): Promise<number> {
  const times: number[] = []
  for (let i = 0; i < COLD_SAMPLES; i++) {
    for (let cursor = "0"; ;) {
      const [next, keys] = await redis.scan(cursor, "MATCH", CACHE_KEYS, "COUNT", 1000)
      if (keys.length) await redis.del(...keys)
      cursor = next
      if (cursor === "0") break
    }
    const started = performance.now()
    await fetch(url, { headers }).then((r) => r.arrayBuffer())
    times.push(performance.now() - started)
  }
  return median(times)
}

/** The shop's publishable key, which Medusa's /store routes require. */
async function publishableKey(databaseUrl: string): Promise<string> {
  const client = new Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ token: string }>(
      "SELECT token FROM api_key WHERE type = 'publishable' AND revoked_at IS NULL AND deleted_at IS NULL ORDER BY created_at LIMIT 1"
    )
    return rows[0]?.token ?? ""
  } finally {
    await client.end()
  }
}

const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`

export async function runWebBench(): Promise<void> {
  const reused = runningShopFromEnv({
    E2E_STOREFRONT_URL: process.env.BENCH_STOREFRONT_URL,
    E2E_BACKEND_URL: process.env.BENCH_BACKEND_URL,
  })
  if (!reused) console.log(`Starting a shop on :${BENCH_SHOP.storefrontPort} (database ${BENCH_SHOP.database})…`)
  const shop: TestShop = reused ?? (await startTestShop(BENCH_SHOP))
  if (!reused) console.log(`  started in ${shop.startSeconds.toFixed(1)} s`)
  const databaseUrl = process.env.BENCH_DATABASE_URL || `postgres://postgres@localhost:5432/${BENCH_SHOP.database}`
  const redis = new Redis(process.env.BENCH_REDIS_URL || `redis://127.0.0.1:6379/${BENCH_SHOP.redisDb}`)
  try {
    const key = await publishableKey(databaseUrl)
    const reads: Read[] = [
      { name: "Medusa GET /store/products?limit=12", path: "/store/products?limit=12", headers: { "x-publishable-api-key": key } },
      { name: "GET /api/products", path: "/api/products" },
      { name: "GET /api/styles", path: "/api/styles" },
      { name: "GET /api/paintings (home gallery)", path: "/api/paintings?scope=isPublic&type=image-to-image&perPage=12" },
    ]
    console.log(
      `\n━━ Public reads: ${API_CONNECTIONS} connections × ${SECONDS} s warm; cold = first call after the shared cache is cleared`
    )
    console.log(`  ${"read".padEnd(40)}${"req/s".padStart(8)}${"p50".padStart(10)}${"p97.5".padStart(10)}${"cold".padStart(10)}  vs Medusa`)
    let yardstick = 0
    for (const read of reads) {
      const url = `${shop.backendUrl}${read.path}`
      const coldMs = await cold(url, redis, read.headers)
      const warm = await load(url, API_CONNECTIONS, read.headers)
      if (!yardstick) yardstick = warm.perSecond
      const ratio = yardstick ? `${(warm.perSecond / yardstick).toFixed(2)}×` : "—"
      const errors = warm.errors ? `  (${warm.errors} errors)` : ""
      console.log(
        `  ${read.name.padEnd(40)}${warm.perSecond.toFixed(0).padStart(8)}${ms(warm.p50).padStart(10)}${ms(warm.p975).padStart(10)}${ms(coldMs).padStart(10)}  ${ratio}${errors}`
      )
    }

    const pages = ["/", "/pet-portrait/watercolor", "/products/canvas"]
    console.log(`\n━━ Storefront pages: ${PAGE_CONNECTIONS} connections × ${SECONDS} s`)
    console.log(`  ${"page".padEnd(40)}${"req/s".padStart(8)}${"p50".padStart(10)}${"p97.5".padStart(10)}${"sent".padStart(10)}`)
    for (const path of pages) {
      // As a browser asks: the page cache keeps pages gzipped.
      const page = await load(`${shop.storefrontUrl}${path}`, PAGE_CONNECTIONS, { "accept-encoding": "gzip, deflate, br" })
      const errors = page.errors ? `  (${page.errors} errors)` : ""
      console.log(
        `  ${path.padEnd(40)}${page.perSecond.toFixed(0).padStart(8)}${ms(page.p50).padStart(10)}${ms(page.p975).padStart(10)}${`${(page.bytes / 1024).toFixed(0)} KB`.padStart(10)}${errors}`
      )
    }

    console.log("\n━━ Lighthouse (mobile)")
    await runLighthouseBench(shop)
  } finally {
    redis.disconnect()
    if (!reused) await stopTestShop(BENCH_SHOP, shop)
  }
}
