import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { watchEveryRedisClient } from "@petshop/painting-module/queues"
import { buildModules } from "./src/config/medusa-modules"
import { readShopEnv, sessionCookieSecure, splitList } from "./src/config/shop-env"
import { installSecurityHeaders } from "./src/api/utils/security-headers"
import { installFrontDoorReads } from "./src/api/utils/front-door-reads"
import { installStaticFileTypes } from "./src/api/utils/static-file-types"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

const env = readShopEnv()
// Before Medusa creates its Express app: anonymous public reads it has answered before are answered
// again ahead of its stack, and (installed after, so it runs first) security headers on every answer.
installFrontDoorReads()
installSecurityHeaders()
installStaticFileTypes()
// Before any module opens a Redis client: an outage logs one line when it starts and one when it ends.
watchEveryRedisClient("backend")

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: env.DATABASE_URL,
    databaseDriverOptions: {
      connection: { ssl: env.DATABASE_SSL === "true" ? { rejectUnauthorized: false } : false },
    },
    redisUrl: env.REDIS_URL || undefined,
    workerMode: env.MEDUSA_WORKER_MODE,
    http: {
      storeCors: splitList(env.STORE_CORS).join(","),
      adminCors: splitList(env.ADMIN_CORS).join(","),
      authCors: splitList(env.AUTH_CORS).join(","),
      jwtSecret: env.JWT_SECRET,
      cookieSecret: env.COOKIE_SECRET,
    },
    cookieOptions: { secure: sessionCookieSecure(env) },
  },
  admin: {
    // The admin calls its own origin unless MEDUSA_BACKEND_URL says otherwise, so one
    // build works on any port or host.
    disable: env.DISABLE_MEDUSA_ADMIN === "true" || env.MEDUSA_WORKER_MODE === "worker",
  },
  plugins: [{ resolve: "@petshop/admin-extensions", options: {} }],
  modules: buildModules(env),
})
