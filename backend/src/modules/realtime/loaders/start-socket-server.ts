/**
 * The socket.io server of the live events (painting progress, photo analysis, tasks).
 * One connection per logged-in account, authenticated by the account token; every
 * connection joins its account's room. The Redis adapter lets any backend instance
 * deliver what any worker publishes with the Redis emitter.
 */
import { createHash } from "node:crypto"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import type { LoaderOptions } from "@medusajs/framework/types"
import { asValue } from "@medusajs/framework/awilix"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createAdapter } from "@socket.io/redis-adapter"
import { Redis } from "ioredis"
import { Server } from "socket.io"
import type { Knex } from "knex"

export type RealtimeOptions = { port?: number; redisUrl?: string; corsOrigins?: string[]; enabled?: boolean }

export type RealtimeServer = { io: Server; port: number; close: () => Promise<void> }

export default async function startSocketServer({ container, options }: LoaderOptions<RealtimeOptions>) {
  if (options?.enabled === false) {
    // The service still resolves; it simply has no server to send through.
    container.register("realtimeServer", asValue(undefined))
    return
  }
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const http = createServer()
  const io = new Server(http, {
    cors: { origin: options?.corsOrigins ?? true, credentials: true },
    // WebSocket only, as the storefront connects: several backend processes share this port
    // (BACKEND_PROCESSES), and a long-polling session's requests would reach different ones.
    transports: ["websocket"],
    // Browsers reconnect after 2.5 s (spec section 4); the server notices dead ones within ~45 s.
    pingInterval: 20_000,
    pingTimeout: 25_000,
  })
  const redisClients: Redis[] = []
  if (options?.redisUrl) {
    const pub = new Redis(options.redisUrl)
    const sub = pub.duplicate()
    redisClients.push(pub, sub)
    io.adapter(createAdapter(pub, sub))
  }

  io.use(async (socket, next) => {
    const token = String(socket.handshake.auth?.token ?? "")
    if (!/^[0-9a-f]{64}$/.test(token)) return next(new Error("unauthorized"))
    try {
      const row = await pg("account_token")
        .join("account", "account.id", "account_token.account_id")
        .where({ "account_token.token_hash": createHash("sha256").update(token).digest("hex") })
        .whereNull("account_token.revoked_at")
        .whereNull("account_token.deleted_at")
        .whereNull("account.deleted_at")
        .first("account.id as account_id", "account.is_temp", "account.is_banned")
      // Live events are for logged-in accounts only (spec section 4).
      if (!row || row.is_temp || row.is_banned) return next(new Error("unauthorized"))
      socket.data.accountId = row.account_id
      next()
    } catch (err) {
      next(err as Error)
    }
  })

  io.on("connection", (socket) => {
    void socket.join(`account:${socket.data.accountId}`)
  })

  const port = await new Promise<number>((resolve, reject) => {
    http.once("error", reject)
    http.listen(options?.port ?? 9001, () => resolve((http.address() as AddressInfo).port))
  })

  const server: RealtimeServer = {
    io,
    port,
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()))
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)))
    },
  }
  container.register("realtimeServer", asValue(server))
}
