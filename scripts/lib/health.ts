/** Waiting for a started process to be ready, and failing early when it dies instead. */
import { hostname } from "node:os"
import { join } from "node:path"
import { Redis } from "ioredis"
import { StepFailed } from "./progress"
import { isAlive, type ProcessRecord } from "./processes"

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export async function httpOk(url: string, timeoutMs = 3000): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" })
    return res.status < 400
  } catch {
    return false
  }
}

export async function waitUntilReady(
  record: ProcessRecord,
  logDir: string,
  check: () => Promise<boolean>,
  what: string,
  timeoutMs: number
): Promise<void> {
  const logFile = join(logDir, `${record.name}.log`)
  const until = Date.now() + timeoutMs
  let nextNote = Date.now() + 15_000
  while (Date.now() < until) {
    if (await check()) return
    if (!isAlive(record)) {
      throw new StepFailed(`${record.name} exited before ${what}`, "read its log below, fix the cause and run npm start again", logFile)
    }
    if (Date.now() > nextNote) {
      console.log(`    … waiting for ${what}`)
      nextNote = Date.now() + 15_000
    }
    await sleep(500)
  }
  throw new StepFailed(`${record.name} was not ready after ${timeoutMs / 1000} s (${what})`, "read its log below", logFile)
}

/** True when the worker with this pid has announced itself in Redis. */
export async function workerAnnounced(redisUrl: string, pid: number | undefined): Promise<boolean> {
  if (!pid) return false
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
  // A Redis that does not answer is a false here, not an "Unhandled error event" on the console.
  redis.on("error", () => undefined)
  try {
    await redis.connect()
    return (await redis.exists(`petshop:worker:${hostname()}-${pid}`)) === 1
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}
