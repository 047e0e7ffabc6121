/**
 * Lighthouse 12 on the storefront's key pages (home, a style page, a product page) with
 * Lighthouse's default mobile settings, three runs each, the worst run of each figure printed
 * against the shop's targets (issue 21: every run must meet them). The JSON reports are kept. Figures only: it never fails a run.
 *
 * The shop measured is a production build started on its own ports (as the browser tests
 * do), or the running shop at BENCH_STOREFRONT_URL.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { readSettings } from "./settings"
import { runningShopFromEnv, startTestShop, stopTestShop, type TestShop, type TestShopPlan } from "./test-shop"

/** The shop the benchmarks start on their own ports (Lighthouse, reliability). */
export const BENCH_SHOP: TestShopPlan = {
  name: "bench",
  backendPort: 9150,
  storefrontPort: 8150,
  realtimePort: 9151,
  database: "petshop_bench",
  redisDb: 10,
}

const PAGES = [
  { name: "home", path: "/" },
  { name: "style", path: "/pet-portrait/watercolor" },
  { name: "product", path: "/products/canvas" },
]

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3)
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]

type Figures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  cls: number
  lcp: number
  weightKb: number
  /** Total blocking time (ms): the main-thread work the score weighs most on a slow CPU. */
  tbt: number
  /** Lighthouse's CPU benchmark of this machine (higher is faster): runs on different machines compare only with it. */
  benchmarkIndex: number
}

/** What the shop aims for (issue 21), in every run; scores are 0–100, LCP in seconds. */
const TARGETS: { key: keyof Figures; label: string; ok: (v: number) => boolean; want: string; higherIsBetter: boolean }[] = [
  { key: "performance", label: "Performance", ok: (v) => v >= 95, want: ">= 95", higherIsBetter: true },
  { key: "lcp", label: "LCP", ok: (v) => v <= 2, want: "<= 2.0 s", higherIsBetter: false },
  { key: "cls", label: "CLS", ok: (v) => v <= 0.02, want: "<= 0.02", higherIsBetter: false },
  { key: "weightKb", label: "Weight", ok: (v) => v <= 400, want: "<= 400 KB", higherIsBetter: false },
  { key: "accessibility", label: "Accessibility", ok: (v) => v >= 99, want: ">= 99", higherIsBetter: true },
  { key: "bestPractices", label: "Best practices", ok: (v) => v >= 99, want: ">= 99", higherIsBetter: true },
  { key: "seo", label: "SEO", ok: (v) => v >= 99, want: ">= 99", higherIsBetter: true },
]

type Lhr = {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number }>
  runtimeError?: { message: string }
  runWarnings?: string[]
  environment?: { benchmarkIndex?: number }
}

function figuresOf(lhr: Lhr): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    lcp: (lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN) / 1000,
    weightKb: Math.round((lhr.audits["total-byte-weight"]?.numericValue ?? Number.NaN) / 1000),
    tbt: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
  }
}

const format = (key: keyof Figures, v: number) =>
  key === "cls" ? v.toFixed(3) : key === "lcp" ? `${v.toFixed(1)} s` : key === "weightKb" ? `${v} KB` : String(v)

/** Lighthouse on `given` (a shop another benchmark started), else on a shop of its own. */
export async function runLighthouseBench(given?: TestShop): Promise<void> {
  // Both packages are ES modules; loaded only when the benchmark runs.
  const { default: lighthouse } = await import("lighthouse")
  const chromeLauncher = await import("chrome-launcher")

  const reportDir = join(readSettings().stateDir, "bench", "lighthouse")
  mkdirSync(reportDir, { recursive: true })

  const reused =
    given ??
    runningShopFromEnv({
      E2E_STOREFRONT_URL: process.env.BENCH_STOREFRONT_URL,
      E2E_BACKEND_URL: process.env.BENCH_BACKEND_URL,
    })
  if (!reused) console.log(`Starting a shop for Lighthouse on :${BENCH_SHOP.storefrontPort} (database ${BENCH_SHOP.database})…`)
  const shop = reused ?? (await startTestShop(BENCH_SHOP))
  if (!reused) console.log(`  started in ${shop.startSeconds.toFixed(1)} s`)

  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: CHROME_FLAGS })
  const results: { page: string; url: string; figures: Figures | null; error?: string }[] = []
  try {
    for (const page of PAGES) {
      const url = `${shop.storefrontUrl}${page.path}`
      // A first request warms the server's caches, so run 1 is not a cold compile.
      const status = await fetch(url)
        .then(async (r) => (await r.arrayBuffer(), r.status))
        .catch(() => 0)
      if (status !== 200) console.log(`  ${page.name}: ${url} answers ${status || "nothing"}; its figures describe that answer`)
      const runs: Figures[] = []
      let error: string | undefined
      // One spare attempt: a headless Chrome now and then reports NO_FCP on a page that paints.
      for (let run = 1; run <= RUNS + 1 && runs.length < RUNS; run++) {
        const started = Date.now()
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" })
        const lhr = result?.lhr as Lhr | undefined
        if (!lhr || lhr.runtimeError) {
          error = lhr?.runtimeError?.message ?? "Lighthouse returned no result"
          console.log(`  ${page.name} run ${run}: ✗ ${error}`)
          continue
        }
        writeFileSync(
          join(reportDir, `${page.name}-${runs.length + 1}.json`),
          typeof result!.report === "string" ? result!.report : JSON.stringify(lhr)
        )
        const figures = figuresOf(lhr)
        runs.push(figures)
        console.log(
          `  ${page.name} run ${run}: ${TARGETS.map((t) => `${t.label} ${format(t.key, figures[t.key])}`).join(", ")}, ` +
            `TBT ${figures.tbt} ms, CPU index ${figures.benchmarkIndex} (${((Date.now() - started) / 1000).toFixed(1)} s)`
        )
      }
      // The worst run of each figure: a target is met only when every run meets it.
      const worst = (t: (typeof TARGETS)[number]) => (t.higherIsBetter ? Math.min : Math.max)(...runs.map((r) => r[t.key]))
      const figures = runs.length
        ? ({
            ...Object.fromEntries(TARGETS.map((t) => [t.key, worst(t)])),
            tbt: Math.max(...runs.map((r) => r.tbt)),
            benchmarkIndex: Math.min(...runs.map((r) => r.benchmarkIndex)),
          } as Figures)
        : null
      results.push({ page: page.name, url, figures, error })
    }
  } finally {
    chrome.kill()
    if (!reused) await stopTestShop(BENCH_SHOP, shop)
  }

  console.log(`\nLighthouse, the worst of ${RUNS} runs, mobile (reports in ${reportDir})`)
  console.log(`  ${"page".padEnd(9)}${TARGETS.map((t) => `${t.label} ${t.want}`.padEnd(24)).join("")}`)
  for (const r of results) {
    const cells = TARGETS.map((t) => {
      if (!r.figures) return "—".padEnd(24)
      const v = r.figures[t.key]
      return `${t.ok(v) ? "✓" : "✗"} ${format(t.key, v)}`.padEnd(24)
    })
    console.log(`  ${r.page.padEnd(9)}${cells.join("")}${r.error && !r.figures ? `  ${r.error}` : ""}`)
  }
  const tbt = results.filter((r) => r.figures).map((r) => `${r.page} ${r.figures!.tbt} ms`)
  const index = Math.min(...results.filter((r) => r.figures).map((r) => r.figures!.benchmarkIndex))
  // The score's blocking time scales with the machine's CPU: say how fast this one was.
  if (tbt.length)
    console.log(`  worst total blocking time: ${tbt.join(", ")}; slowest CPU index seen ${index} (Lighthouse's benchmarkIndex)`)
  writeFileSync(
    join(reportDir, "summary.json"),
    JSON.stringify({ runs: RUNS, targets: TARGETS.map((t) => ({ key: t.key, want: t.want })), results }, null, 2)
  )
}
