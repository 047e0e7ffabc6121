/**
 * The crowd and the faults of `npm run bench -- reliability` (issue 20, item 6), after the
 * fuzzer: 50 shoppers for 60 s (RELIABILITY_SHOPPERS, RELIABILITY_SECONDS); then the painting
 * worker killed mid-painting, a Redis restart and a Postgres restart, each under a smaller
 * crowd and with a painting under way. Each phase answers its failures: any error or 5xx
 * outside an outage, p99 over 500 ms, a lost or doubled order or painting, a recovery over 10 s.
 */
import type { TestShop } from "../test-shop"
import {
  analysedPhoto,
  cutPostgres,
  finished,
  killWorkerMidPainting,
  paintTasksOf,
  restartRedis,
  signIn,
  startPainting,
  timeToHealthy,
} from "./inject-faults"
import { countOrders, printLoad, runShopperLoad } from "./shopper-load"
import { send, sleep, statusClasses } from "./timed-calls"

export type FaultPlan = {
  /** The bench shop's own Redis (port and data folder), restarted by the Redis phase. */
  redis?: { port: number; dataDir: string }
  /** The bench shop's database, cut by the Postgres phase. */
  database?: string
}

const P99_GOAL_MS = 500
const RECOVERY_GOAL_MS = 10_000
/** Calls answered this long after an outage ended still count as the outage's. */
const SETTLE_MS = 5_000

const runId = () => Date.now().toString(36)

async function publicStyleIds(base: string): Promise<string[]> {
  const json = (await send(base, "GET", "/api/styles?scope=isPublic&perPage=100")).json as { styles?: { id: string; slug: string }[] }
  const styles = json?.styles ?? []
  // The slower full-frame styles first: the kill must land while the painting is under way.
  const order = ["oil", "impasto", "heartstring-realism", "impressionist"]
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length)
  return [...styles].sort((a, b) => rank(a.slug) - rank(b.slug)).map((s) => s.id)
}

/** A crowd of `shoppers` for `seconds` while `fault` runs `atMs` in; calls during the outage are told apart. */
async function crowdWithFault(base: string, title: string, fault: () => Promise<void>, atMs: number, shoppers: number, seconds: number) {
  const load = runShopperLoad({ base, shoppers, seconds, thinkMs: [500, 1500], buyEvery: 1, runId: runId() })
  await sleep(atMs)
  const startedAt = Date.now()
  await fault()
  const healthyMs = await timeToHealthy(base)
  const endedAt = Date.now()
  const result = await load
  const from = startedAt - result.startedAt
  const to = endedAt - result.startedAt + SETTLE_MS
  const during = result.sent.filter((s) => (s.at ?? 0) >= from && (s.at ?? 0) <= to)
  const outside = result.sent.filter((s) => !during.includes(s))
  const fivesOutside = outside.filter((s) => s.status >= 500).length
  console.log(
    `${title}: outage ${((endedAt - startedAt) / 1000).toFixed(1)} s (every dependency reported up ${healthyMs} ms after the restart); ` +
      `during it and ${SETTLE_MS / 1000} s after: ${during.length} calls (${statusClasses(during)}); outside: ${outside.length} calls, ${fivesOutside} × 5xx`
  )
  for (const e of during.filter((s) => s.status >= 500).slice(0, 5))
    console.log(`  · during: ${e.status} ${e.method} ${e.path.slice(0, 60)} ${e.message.slice(0, 80)}`)
  const orders = await countOrders(base, result.shoppers)
  console.log(`  orders: ${orders.paid} paid, ${orders.lost} lost, ${orders.doubled} doubled`)
  return { fivesOutside, lost: orders.lost, doubled: orders.doubled, healthyMs }
}

/** One shopper alone, then the crowd: answers the failures (errors, p99 over the goal, orders lost or doubled). */
export async function runCrowdPhase(base: string): Promise<string[]> {
  const failures: string[] = []
  const shoppers = Number(process.env.RELIABILITY_SHOPPERS || 50)
  const seconds = Number(process.env.RELIABILITY_SECONDS || 60)

  // One shopper alone first: what each call costs without a crowd, the floor of the crowd's latencies.
  console.log("\nOne shopper alone for 30 s (think time 0.5-1.5 s; every round pays):")
  const alone = await runShopperLoad({ base, shoppers: 1, seconds: 30, thinkMs: [500, 1500], buyEvery: 1, runId: runId() })
  printLoad(alone, "One shopper")

  console.log(`\n${shoppers} shoppers for ${seconds} s (think time 0.5-1.5 s; every third round pays):`)
  const load = await runShopperLoad({ base, shoppers, seconds, thinkMs: [500, 1500], buyEvery: 3, runId: runId() })
  const figures = printLoad(load, "Shoppers")
  const orders = await countOrders(base, load.shoppers)
  console.log(`  orders: ${orders.paid} paid, ${orders.lost} lost, ${orders.doubled} doubled`)
  if (figures.errors) failures.push(`${figures.errors} calls of the crowd failed`)
  if (figures.p99 > P99_GOAL_MS) failures.push(`the crowd's p99 was ${figures.p99.toFixed(0)} ms (goal ${P99_GOAL_MS})`)
  if (orders.lost || orders.doubled) failures.push(`${orders.lost} orders lost, ${orders.doubled} doubled`)
  return failures
}

/** The worker killed mid-painting, then the restarts of the bench's own Redis and Postgres: answers the failures. */
export async function runFaultPhases(shop: TestShop, plan: FaultPlan): Promise<string[]> {
  const base = shop.backendUrl
  const failures: string[] = []
  const shopper = shop.logins.shopper
  const staff = shop.logins.staff
  if (!shopper || !staff) throw new Error("the bench shop printed no demo shopper or staff login")
  const auth = await signIn(base, shopper.email, shopper.password)
  const adminAuth = await signIn(base, staff.email, staff.password)
  const photoId = await analysedPhoto(base, auth)
  const styleIds = await publicStyleIds(base)

  const kill = await killWorkerMidPainting(base, shop.stateDir, auth, adminAuth, photoId, styleIds)
  console.log(
    `\nWorker killed ${kill.killedAfterMs} ms into a painting: the painting was ${kill.status} ${kill.recoveryMs} ms after the kill ` +
      `(goal ${RECOVERY_GOAL_MS / 1000} s); ${kill.tasks} task, attempts ${kill.attempts}; painted again: ${kill.paintedAgain ? "yes" : "no"}`
  )
  if (kill.status !== "complete") failures.push("the painting whose worker was killed did not complete")
  if (kill.recoveryMs > RECOVERY_GOAL_MS) failures.push(`the painting completed ${kill.recoveryMs} ms after its worker died`)
  if (kill.tasks !== 1 || kill.paintedAgain) failures.push("the painting whose worker was killed was painted twice")

  const faults: [string, (() => Promise<void>) | null][] = [
    ["Redis restarted (3 s down)", plan.redis ? () => restartRedis(plan.redis!.port, plan.redis!.dataDir, 3_000) : null],
    ["Postgres restarted (connections cut, 3 s refused)", plan.database ? () => cutPostgres(plan.database!, 3_000) : null],
  ]
  for (const [title, fault] of faults) {
    if (!fault) {
      console.log(`\n${title}: skipped, the running shop's services are not the bench's own`)
      continue
    }
    // A painting asked for just before the outage must still be painted, once.
    const paintingId = await startPainting(base, auth, photoId, styleIds[0])
    const outcome = await crowdWithFault(base, `\n${title}`, fault, 8_000, 10, 30)
    const painting = await finished(base, auth, paintingId, 120_000).catch(() => ({ status: "never finished" }))
    const tasks = await paintTasksOf(base, adminAuth, paintingId)
    console.log(`  the painting asked for before it: ${painting.status}, ${tasks.length} task`)
    if (outcome.fivesOutside) failures.push(`${title}: ${outcome.fivesOutside} × 5xx outside the outage`)
    if (outcome.lost || outcome.doubled) failures.push(`${title}: orders lost or doubled`)
    if (painting.status !== "complete" || tasks.length !== 1) failures.push(`${title}: the painting under way was lost or painted twice`)
  }

  return failures
}
