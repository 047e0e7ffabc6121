/**
 * Every Redis client of the shop goes through here, so a Redis outage is one line when it
 * starts and one when it ends, per Redis server and process, instead of ioredis' "Unhandled
 * error event" on every reconnect attempt and BullMQ's error on every poll.
 */
import { createRequire } from "node:module"
import { QueueBase } from "bullmq"
import { Redis, type RedisOptions } from "ioredis"

export type RedisLog = (line: string) => void

const defaultLog: RedisLog = (line) => console.warn(line)

type Endpoint = { down: boolean; since: number; log: RedisLog }

/** Outage state per Redis server (host:port) in this process. */
const endpoints = new Map<string, Endpoint>()
const names = new WeakMap<Redis, string>()

const endpointOf = (client: Redis) => `${client.options.host ?? "127.0.0.1"}:${client.options.port ?? 6379}`

/** Errors that mean "Redis is not reachable", as opposed to a command or script failing. */
export function isConnectionError(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | undefined
  if (!e) return false
  if (e.code && /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN)$/.test(e.code)) return true
  return /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|Connection is closed|Stream isn't writeable|connect ETIMEDOUT|MaxRetriesPerRequestError|Reached the max retries/i.test(
    e.message ?? ""
  )
}

/**
 * Gives a client its error handler: the first failure of a Redis server logs one "down" line
 * naming the client that noticed it, and the first client back logs one "back" line.
 * Watching a client twice only renames it.
 */
export function watchRedis<T extends Redis>(client: T, name: string, log: RedisLog = defaultLog): T {
  const known = names.has(client)
  names.set(client, name)
  if (known) return client
  const key = endpointOf(client)
  const state = () => {
    let found = endpoints.get(key)
    if (!found) endpoints.set(key, (found = { down: false, since: 0, log }))
    return found
  }
  client.on("error", (err: Error) => {
    const endpoint = state()
    if (endpoint.down) return
    endpoint.down = true
    endpoint.since = Date.now()
    const why = isConnectionError(err) ? err.message || (err as { code?: string }).code : `error: ${err.message}`
    endpoint.log(`[redis] ${key} is unreachable (${why}), noticed by ${names.get(client)}; retrying quietly until it is back`)
  })
  client.on("ready", () => {
    const endpoint = state()
    if (!endpoint.down) return
    endpoint.down = false
    endpoint.log(`[redis] ${key} is back after ${((Date.now() - endpoint.since) / 1000).toFixed(1)} s (${names.get(client)})`)
  })
  return client
}

/** True while this process has seen the Redis server of this client down. */
export function redisSeenDown(client: Redis): boolean {
  return endpoints.get(endpointOf(client))?.down ?? false
}

/**
 * A connection as BullMQ wants it for workers: no per-request retry limit, so a
 * blocking wait for jobs survives a Redis restart instead of throwing.
 */
export function createRedisConnection(redisUrl: string, name: string, options: RedisOptions = {}, log?: RedisLog): Redis {
  return watchRedis(new Redis(redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: true, ...options }), name, log)
}

/**
 * BullMQ queues and workers re-emit their connections' errors (one per poll while Redis is
 * down) and print them when nobody listens. The watched connection already reports the
 * outage, so connection errors are dropped here and anything else is logged.
 */
export function quietQueueErrors(
  emitter: { on(event: "error", listener: (err: Error) => void): unknown },
  name: string,
  log: RedisLog = defaultLog
): void {
  emitter.on("error", (err) => {
    if (!isConnectionError(err)) log(`[queue] ${name}: ${err.message}`)
  })
}

const WATCH_ALL = Symbol.for("petshop.watchEveryRedisClient")

/** Clients whose own listeners only log, three lines per reconnect attempt: ours replace them. */
const NOISY_CONNECTIONS = new Set(["medusa-cache-redis"])

/** Medusa's Redis modules may bring a BullMQ of their own beside the painting module's. */
function bullmqQueueBases(): { prototype: unknown }[] {
  const found = new Set<{ prototype: unknown }>([QueueBase])
  for (const module of ["@medusajs/event-bus-redis", "@medusajs/workflow-engine-redis"]) {
    try {
      const req = createRequire(require.resolve(`${module}/package.json`))
      found.add((req("bullmq") as { QueueBase: { prototype: unknown } }).QueueBase)
    } catch {
      /* not installed where this process runs (the painting worker) */
    }
  }
  return [...found]
}

/**
 * For clients the shop does not create itself: Medusa's cache, event bus, workflow engine and
 * locking modules open ioredis clients without an error handler (ioredis then prints every
 * failed reconnect) and BullMQ queues and workers without an error listener (BullMQ then prints
 * every failed poll). Every ioredis client of this process gets the handler when it connects,
 * under `name` until watchRedis names it better, and unheard BullMQ connection errors are dropped.
 */
export function watchEveryRedisClient(name: string, log: RedisLog = defaultLog): void {
  const proto = Redis.prototype as unknown as Record<symbol, unknown> & { connect: (...args: unknown[]) => unknown }
  if (proto[WATCH_ALL]) return
  proto[WATCH_ALL] = true
  const connect = proto.connect
  proto.connect = function (this: Redis, ...args: unknown[]) {
    if (!names.has(this)) {
      if (NOISY_CONNECTIONS.has(this.options.connectionName ?? "")) {
        for (const event of ["error", "close", "reconnecting"]) this.removeAllListeners(event)
      }
      watchRedis(this, this.options.connectionName ?? name, log)
    }
    return connect.apply(this, args)
  }
  for (const base of bullmqQueueBases()) {
    const queueProto = base.prototype as { emit: (event: string | symbol, ...args: unknown[]) => boolean }
    const emit = queueProto.emit
    queueProto.emit = function (this: QueueBase, event: string | symbol, ...args: unknown[]) {
      if (event === "error" && this.listenerCount("error") === 0 && isConnectionError(args[0])) return false
      return emit.call(this, event, ...args)
    }
  }
}
