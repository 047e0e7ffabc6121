/**
 * The storefront's server: Next.js behind the page cache (page-cache/), in as many processes
 * as STOREFRONT_PROCESSES asks (node:cluster, one port), each process sharing the page cache
 * in Redis. `node dist/server/start-storefront.js` runs it after the build; `npm start` and
 * the test shops do.
 *
 * Settings (environment): PORT, HOSTNAME, REDIS_URL (no page cache without it),
 * PAGE_REVALIDATE_SECRET (the backend's key to POST /_revalidate), STOREFRONT_PROCESSES,
 * and the storefront's own (src/lib/runtime-config.ts).
 */
import cluster from "node:cluster"
import { readFileSync } from "node:fs"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import { availableParallelism } from "node:os"
import { join, resolve } from "node:path"
import { Redis } from "ioredis"
import next from "next"
import { CACHED_RENDER_HEADER } from "../src/lib/server/cached-render"
import { backendUrl, readRuntimeConfig } from "../src/lib/runtime-config"
import { contentSecurityPolicy, HSTS } from "../src/lib/server/security-headers"
import { PageStore } from "./page-cache/page-store"
import { REVALIDATE_PATH, revalidatePages } from "./page-cache/revalidate-pages"
import { servePage } from "./page-cache/serve-page"

const STOREFRONT_DIR = resolve(__dirname, "..", "..")
const MIN_SECRET_LENGTH = 32

export class StorefrontSettingsError extends Error {}

export type StorefrontSettings = {
  port: number
  hostname: string
  processes: number
  redisUrl: string | null
  revalidateSecret: string | null
  production: boolean
}

export function readStorefrontSettings(env: NodeJS.ProcessEnv = process.env): StorefrontSettings {
  const port = Number(env.PORT ?? 8000)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new StorefrontSettingsError(`PORT must be a port number, not "${env.PORT}"`)
  const wanted = env.STOREFRONT_PROCESSES ?? "1"
  const processes = wanted === "auto" ? availableParallelism() : Number(wanted)
  if (!Number.isInteger(processes) || processes < 1 || processes > 64)
    throw new StorefrontSettingsError(`STOREFRONT_PROCESSES must be a whole number from 1 to 64, or "auto", not "${wanted}"`)
  const secret = env.PAGE_REVALIDATE_SECRET?.trim() || null
  const production = env.NODE_ENV === "production"
  if (secret && production && secret.length < MIN_SECRET_LENGTH)
    throw new StorefrontSettingsError(
      `Refusing to start in production: PAGE_REVALIDATE_SECRET must have at least ${MIN_SECRET_LENGTH} characters`
    )
  return {
    port,
    hostname: env.HOSTNAME || "0.0.0.0",
    processes,
    redisUrl: env.REDIS_URL?.trim() || null,
    revalidateSecret: secret,
    production,
  }
}

/** A built stylesheet's text by its address (/_next/static/…), for the pages the page cache keeps. */
function readBuiltStylesheet(href: string): string | null {
  try {
    return readFileSync(join(STOREFRONT_DIR, ".next", "static", href.slice("/_next/static/".length)), "utf8")
  } catch {
    return null
  }
}

function forwardedHttps(req: IncomingMessage): boolean {
  const proto = String(req.headers["x-forwarded-proto"] ?? "")
    .split(",")[0]
    ?.trim()
  return proto === "https" || (req.socket as { encrypted?: boolean }).encrypted === true
}

/** A Redis client that fails fast while Redis is away (pages then render per request) and says so once. */
function pageCacheRedis(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 })
  let down = false
  redis.on("error", (err: Error) => {
    if (down) return
    down = true
    console.warn(`[page cache] Redis is unreachable (${err.message}); pages render per request until it is back.`)
  })
  redis.on("ready", () => {
    if (down) console.warn("[page cache] Redis is back; pages are served from the page cache again.")
    down = false
  })
  return redis
}

async function startProcess(settings: StorefrontSettings) {
  const app = next({ dev: false, dir: STOREFRONT_DIR, hostname: settings.hostname, port: settings.port })
  const handle = app.getRequestHandler()
  await app.prepare()
  const buildId = readFileSync(join(STOREFRONT_DIR, ".next", "BUILD_ID"), "utf8").trim()
  const redis = settings.redisUrl ? pageCacheRedis(settings.redisUrl) : null
  const store = redis ? new PageStore(redis, buildId) : null
  const config = readRuntimeConfig()
  const deps = store && {
    store,
    handle,
    policy: (scriptHashes: string[], req: IncomingMessage) =>
      contentSecurityPolicy({
        scriptHashes,
        development: false,
        https: settings.production && forwardedHttps(req),
        backendUrl: backendUrl(),
        realtimeUrl: config.realtimeUrl,
        imageOrigins: process.env.IMAGE_ORIGINS,
      }),
    hsts: (req: IncomingMessage) => (settings.production && forwardedHttps(req) ? HSTS : null),
    warn: (message: string) => console.warn(`[page cache] ${message}`),
    readStylesheet: readBuiltStylesheet,
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // Only the page cache's own renders carry this header (src/lib/server/cached-render.ts).
    delete req.headers[CACHED_RENDER_HEADER]
    const path = req.url?.split("?")[0]
    const served =
      path === REVALIDATE_PATH
        ? revalidatePages(req, res, store, settings.revalidateSecret ?? undefined)
        : deps
          ? servePage(req, res, deps)
          : handle(req, res)
    served.catch((err: Error) => {
      console.error(`[storefront] ${req.method} ${req.url} failed: ${err.stack ?? err.message}`)
      if (res.headersSent) return res.destroy()
      res.statusCode = 500
      res.setHeader("content-type", "text/plain; charset=utf-8")
      res.end("The page could not be shown. Please try again.")
    })
  })
  server.keepAliveTimeout = 65_000
  server.listen(settings.port, settings.hostname)
  // Finish the requests in flight, then exit; a connection kept alive does not hold the process.
  const stop = () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    void redis?.quit().catch(() => undefined)
    setTimeout(() => process.exit(0), 10_000).unref()
  }
  process.once("SIGTERM", stop)
  process.once("SIGINT", stop)
}

function main() {
  let settings: StorefrontSettings
  try {
    settings = readStorefrontSettings()
  } catch (err) {
    console.error((err as Error).message)
    process.exit(1)
  }
  if (settings.processes > 1 && cluster.isPrimary) {
    for (let i = 0; i < settings.processes; i++) cluster.fork()
    // A process that dies is replaced; the others keep serving meanwhile.
    cluster.on("exit", (worker, code, signal) => {
      if (signal === "SIGTERM" || signal === "SIGINT" || code === 0) return
      console.warn(`[storefront] process ${worker.process.pid} ended (${signal ?? code}); starting another`)
      cluster.fork()
    })
    const stop = (signal: NodeJS.Signals) => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal)
      process.exit(0)
    }
    process.once("SIGTERM", () => stop("SIGTERM"))
    process.once("SIGINT", () => stop("SIGINT"))
    console.log(`[storefront] ${settings.processes} processes on port ${settings.port}`)
    return
  }
  startProcess(settings).then(
    () => console.log(`[storefront] ready on http://${settings.hostname}:${settings.port}${settings.redisUrl ? " (page cache on)" : ""}`),
    (err: Error) => {
      console.error(`[storefront] could not start: ${err.stack ?? err.message}`)
      process.exit(1)
    }
  )
}

if (require.main === module) main()
