/**
 * `npm test`: every suite of every package, then one summary with counts.
 * `npm test -- unit` (or `npm run test:unit`, `test:integration`, `test:system`, `test:e2e`) runs one suite.
 */
import { spawn } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { join } from "node:path"
import { buildSteps } from "./lib/build"
import { checkSteps } from "./lib/checks"
import { runSteps } from "./lib/progress"
import { ensureChromium, ensurePostgres, ensureRedis, flushRedisDb } from "./lib/services"
import { readSettings, ROOT } from "./lib/settings"

type Suite = { name: string; what: string; cwd: string; config: string; env?: NodeJS.ProcessEnv; runner?: "vitest" | "playwright" }

const SUITES: Suite[] = [
  { name: "unit", what: "unit and module tests of every package", cwd: ROOT, config: "vitest.config.mts" },
  {
    name: "integration",
    what: "Medusa HTTP integration tests against Postgres and Redis",
    cwd: join(ROOT, "backend"),
    config: "vitest.integration.config.mts",
    // Its own Redis database, so a shop running on this machine does not take its events.
    env: { DB_HOST: "localhost", REDIS_URL: "redis://127.0.0.1:6379/14" },
  },
  { name: "system", what: "npm start and npm stop as a newcomer runs them", cwd: join(ROOT, "tests"), config: "vitest.system.config.mts" },
  // Starts its own shop (ports 9140/8140/9141, database petshop_e2e_test, Redis db 12), reusing the builds.
  {
    name: "e2e",
    what: "the storefront in Chromium: a visitor's journey, prompts, mobile menu, every route",
    cwd: join(ROOT, "tests"),
    config: "playwright.config.ts",
    runner: "playwright",
  },
]

/** A suite's Redis database and the one its second vitest worker uses (backend/integration-tests/setup.ts: N - 5). */
function suiteRedisUrls(suite: Suite): string[] {
  if (!suite.env?.REDIS_URL) return []
  const url = new URL(suite.env.REDIS_URL)
  const base = Number(url.pathname.slice(1) || "0")
  return [base, base - 5].filter((db) => db >= 0).map((db) => Object.assign(new URL(url), { pathname: `/${db}` }).toString())
}

type Outcome = { suite: string; passed: number; failed: number; skipped: number; seconds: number; crashed: boolean }

const settings = readSettings()
const resultsDir = join(settings.stateDir, "test-results")

/** Colours only on a terminal, so CI logs stay readable. */
function suiteEnv(suite: Suite): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...suite.env }
  if (!process.stdout.isTTY) {
    delete env.FORCE_COLOR
    env.NO_COLOR = "1"
  }
  return env
}

/** Playwright's JSON report: expected = passed, unexpected = failed; flaky passed on a retry. */
function playwrightOutcome(suite: Suite, jsonFile: string, seconds: number): Outcome {
  const report = JSON.parse(readFileSync(jsonFile, "utf8"))
  const stats = report.stats ?? {}
  const ran = (stats.expected ?? 0) + (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (stats.skipped ?? 0)
  // A global setup that failed (the shop did not start) runs no test: report it as a crash.
  return {
    suite: suite.name,
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    seconds,
    crashed: ran === 0 && (report.errors ?? []).length > 0,
  }
}

function runSuite(suite: Suite): Promise<Outcome> {
  const jsonFile = join(resultsDir, `${suite.name}.json`)
  rmSync(jsonFile, { force: true })
  const started = Date.now()
  console.log(`\n━━ ${suite.name}: ${suite.what}`)
  return new Promise((resolve) => {
    const args =
      suite.runner === "playwright"
        ? [join(ROOT, "node_modules", "@playwright", "test", "cli.js"), "test", "--config", suite.config]
        : [
            join(ROOT, "node_modules", "vitest", "vitest.mjs"),
            "run",
            "--config",
            suite.config,
            "--reporter=default",
            "--reporter=json",
            `--outputFile.json=${jsonFile}`,
          ]
    const env = suite.runner === "playwright" ? { ...suiteEnv(suite), E2E_JSON_REPORT: jsonFile } : suiteEnv(suite)
    const child = spawn(process.execPath, args, { cwd: suite.cwd, stdio: "inherit", env })
    child.on("close", () => {
      const seconds = (Date.now() - started) / 1000
      if (!existsSync(jsonFile)) {
        resolve({ suite: suite.name, passed: 0, failed: 0, skipped: 0, seconds, crashed: true })
        return
      }
      if (suite.runner === "playwright") {
        resolve(playwrightOutcome(suite, jsonFile, seconds))
        return
      }
      const report = JSON.parse(readFileSync(jsonFile, "utf8"))
      // A test file that fails to load counts as a failure even when no test in it ran.
      const brokenFiles = (report.testResults ?? []).filter(
        (f: { status: string; assertionResults: unknown[] }) => f.status === "failed" && f.assertionResults.length === 0
      ).length
      resolve({
        suite: suite.name,
        passed: report.numPassedTests,
        failed: report.numFailedTests + brokenFiles,
        skipped: report.numPendingTests + report.numTodoTests,
        seconds,
        crashed: false,
      })
    })
  })
}

/** ", 31.3 min in all (1.9 min of it installing dependencies)", from what bootstrap.mjs passed on. */
function wallTime(): string {
  const started = Number(process.env.PETSHOP_COMMAND_STARTED)
  if (!(started > 0)) return ""
  const minutes = (Date.now() - started) / 60_000
  const install = Number(process.env.PETSHOP_INSTALL_SECONDS) / 60
  return `, ${minutes.toFixed(1)} min in all${install > 0 ? ` (${install.toFixed(1)} min of it installing dependencies)` : ""}`
}

async function main() {
  const wanted = process.argv.slice(2)
  const unknown = wanted.filter((w) => !SUITES.some((s) => s.name === w))
  if (unknown.length) {
    console.error(`Unknown suite ${unknown.join(", ")}. Suites: ${SUITES.map((s) => s.name).join(", ")}`)
    process.exit(2)
  }
  const suites = wanted.length ? SUITES.filter((s) => wanted.includes(s.name)) : SUITES
  mkdirSync(resultsDir, { recursive: true })

  const checksStarted = Date.now()
  await runSteps([
    { title: "Postgres", run: () => ensurePostgres(settings.databaseUrl) },
    { title: "Redis", run: () => ensureRedis(settings.redisUrl) },
    ...(suites.some((s) => s.name === "e2e") ? [{ title: "Chromium for the browser tests", run: ensureChromium }] : []),
    ...buildSteps(settings, (title) => title.startsWith("Compile")),
    // The whole run also lints, checks the format and type-checks every package, so a
    // finding fails CI, not a customer.
    ...(wanted.length ? [] : checkSteps(settings)),
  ])

  const checksSeconds = (Date.now() - checksStarted) / 1000

  const outcomes: Outcome[] = []
  for (const suite of suites) {
    // The integration suite's Redis databases start empty, like its databases: counters by the
    // hour and day (quotas, throttling) of earlier runs would otherwise add up across runs.
    for (const url of suiteRedisUrls(suite)) await flushRedisDb(url)
    outcomes.push(await runSuite(suite))
  }

  const passed = outcomes.reduce((n, o) => n + o.passed, 0)
  const failed = outcomes.reduce((n, o) => n + o.failed + (o.crashed ? 1 : 0), 0)
  console.log("\n━━ Test summary")
  const what = wanted.length ? "compile" : "compile, lint, format, types"
  console.log(`  ✓ ${"set-up".padEnd(12)} ${what.padEnd(32)} ${checksSeconds.toFixed(1)} s`)
  for (const o of outcomes) {
    const counts = o.crashed
      ? "did not report (crashed)"
      : `${o.passed} passed, ${o.failed} failed${o.skipped ? `, ${o.skipped} skipped` : ""}`
    console.log(`  ${o.failed || o.crashed ? "✗" : "✓"} ${o.suite.padEnd(12)} ${counts.padEnd(32)} ${o.seconds.toFixed(1)} s`)
  }
  console.log(`${passed} passed, ${failed} failed${wallTime()}`)
  process.exit(failed === 0 && passed > 0 ? 0 : 1)
}

main().catch((err) => {
  console.error(`✗ npm test failed: ${(err as Error).stack ?? err}`)
  process.exit(1)
})
