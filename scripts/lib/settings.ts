/**
 * Where the shop runs: ports, database, Redis and the state folder of `npm start`.
 * Every value can be overridden by the environment, which the system tests use to run
 * a second shop beside a developer's.
 */
import { createRequire } from "node:module"
import { availableParallelism } from "node:os"
import { join, resolve } from "node:path"
import { backendProcessCount } from "../../backend/src/config/backend-processes"

export const ROOT = resolve(__dirname, "..", "..")

export type ShopSettings = {
  root: string
  stateDir: string
  logDir: string
  backendPort: number
  storefrontPort: number
  realtimePort: number
  /**
   * Medusa in worker mode (subscribers, scheduled jobs, paid checkouts into orders) answers
   * only its /health here; no shopper talks to it.
   */
  backendWorkerPort: number
  /** Medusa processes of the backend (`medusa start --cluster N` when more than 1). */
  backendProcesses: number
  databaseUrl: string
  redisUrl: string
  backendUrl: string
  storefrontUrl: string
  adminUrl: string
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): ShopSettings {
  const backendPort = Number(env.BACKEND_PORT || 9000)
  const storefrontPort = Number(env.STOREFRONT_PORT || 8000)
  const stateDir = resolve(env.SHOP_STATE_DIR || join(ROOT, ".shop"))
  return {
    root: ROOT,
    stateDir,
    logDir: join(stateDir, "logs"),
    backendPort,
    storefrontPort,
    realtimePort: Number(env.REALTIME_PORT || 9001),
    backendWorkerPort: Number(env.BACKEND_WORKER_PORT || backendPort + 3),
    backendProcesses: backendProcessCount(env.BACKEND_PROCESSES, availableParallelism()),
    databaseUrl: env.DATABASE_URL || "postgres://postgres@localhost:5432/petshop",
    redisUrl: env.REDIS_URL || "redis://127.0.0.1:6379",
    backendUrl: `http://localhost:${backendPort}`,
    storefrontUrl: `http://localhost:${storefrontPort}`,
    adminUrl: `http://localhost:${backendPort}/app`,
  }
}

/** The JavaScript entry of a package's command, resolved from a workspace, run with this Node. */
export function binOf(workspace: string, request: string): string {
  return createRequire(join(ROOT, workspace, "package.json")).resolve(request)
}

export const MEDUSA_CLI = () => binOf("backend", "@medusajs/cli/cli.js")
export const NEXT_CLI = () => binOf("storefront", "next/dist/bin/next")
export const TSC_CLI = () => binOf(".", "typescript/bin/tsc")
