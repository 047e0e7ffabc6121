/**
 * Which of the shop's dependencies answer: Postgres, the Redis of the shared state (rate
 * limits, live events, Medusa's event bus and workflows) and the painting queues. Each check
 * gives up after CHECK_TIMEOUT_MS, so a dead dependency is reported, never waited on.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { watchRedis } from "@petshop/painting-module/queues"
import { Redis } from "ioredis"
import type { Knex } from "knex"
import { readShopEnv } from "../config/shop-env"

export const CHECK_TIMEOUT_MS = 1_500

export type DependencyStatus = { status: "up"; ms: number; detail?: Record<string, unknown> } | { status: "down"; error: string }

export type DependencyReport = {
  status: "ok" | "down"
  /** The names of the dependencies that did not answer, e.g. ["redis", "queues"]. */
  down: string[]
  dependencies: Record<string, DependencyStatus>
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

async function check(probe: () => Promise<Record<string, unknown> | void>): Promise<DependencyStatus> {
  const started = Date.now()
  try {
    const detail = await within(probe(), CHECK_TIMEOUT_MS)
    return { status: "up", ms: Date.now() - started, ...(detail ? { detail } : {}) }
  } catch (err) {
    return { status: "down", error: (err as Error).message }
  }
}

let probeClient: Redis | undefined
let ready: Promise<void> | undefined

/** A client of its own that fails at once while Redis is away instead of queueing the ping. */
async function pingRedis(url: string): Promise<void> {
  probeClient ??= watchRedis(new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 }), "health check")
  const client = probeClient
  if (client.status === "wait") await client.connect()
  // Connecting or reconnecting: one shared wait for it, which the check's timeout cuts short.
  else if (client.status !== "ready")
    await (ready ??= new Promise<void>((resolve) => client.once("ready", () => resolve())).finally(() => (ready = undefined)))
  await client.ping()
}

export async function checkDependencies(container: MedusaContainer): Promise<DependencyReport> {
  const redisUrl = readShopEnv().REDIS_URL
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
  const dependencies: Record<string, DependencyStatus> = {}
  const checks: [string, () => Promise<Record<string, unknown> | void>][] = [["postgres", async () => void (await pg.raw("select 1"))]]
  if (redisUrl) {
    checks.push(
      ["redis", () => pingRedis(redisUrl)],
      // The queues' own connections wait for Redis rather than fail; the timeout reports them.
      ["queues", async () => ({ counts: await painting.queueCounts(), workers: (await painting.liveWorkers()).length })]
    )
  }
  await Promise.all(checks.map(async ([name, probe]) => (dependencies[name] = await check(probe))))
  const down = Object.keys(dependencies).filter((name) => dependencies[name].status === "down")
  return { status: down.length ? "down" : "ok", down, dependencies }
}
