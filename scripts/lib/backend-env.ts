/**
 * The environment the backend, the worker and the storefront run with under `npm start`.
 * Secrets are made once per state folder (random, 256 bits) instead of shipping a default.
 * The local demo asks explicitly for what a production shop never does by default: the
 * labelled test-payment page (no Stripe key, no card charged) and the seeded demo logins.
 */
import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { ShopSettings } from "./settings"

type Secrets = { jwt: string; cookie: string; revalidate: string }

/** The state folder's secrets; one missing from an older folder is made and added. */
export function shopSecrets(stateDir: string): Secrets {
  const file = join(stateDir, "secrets.json")
  const kept: Partial<Secrets> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {}
  const made = {
    jwt: kept.jwt ?? randomBytes(32).toString("hex"),
    cookie: kept.cookie ?? randomBytes(32).toString("hex"),
    revalidate: kept.revalidate ?? randomBytes(32).toString("hex"),
  }
  if (made.jwt !== kept.jwt || made.cookie !== kept.cookie || made.revalidate !== kept.revalidate) {
    mkdirSync(stateDir, { recursive: true })
    writeFileSync(file, JSON.stringify(made), { mode: 0o600 })
  }
  return made
}

/** What `npm start` turns on for its own processes, and says so (start-shop.ts). */
export const LOCAL_DEMO_ENV = { ALLOW_TEST_PAYMENT: "true", SEED_DEMO_ACCOUNTS: "true" } as const

export function backendEnv(settings: ShopSettings): NodeJS.ProcessEnv {
  const { jwt, cookie, revalidate } = shopSecrets(settings.stateDir)
  const storefront = [settings.storefrontUrl, settings.storefrontUrl.replace("localhost", "127.0.0.1")].join(",")
  const backend = [settings.backendUrl, settings.backendUrl.replace("localhost", "127.0.0.1")].join(",")
  return {
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    JWT_SECRET: jwt,
    COOKIE_SECRET: cookie,
    STORE_CORS: storefront,
    ADMIN_CORS: backend,
    AUTH_CORS: `${storefront},${backend}`,
    BACKEND_URL: settings.backendUrl,
    STOREFRONT_URL: settings.storefrontUrl,
    // The backend's key to the storefront's page revalidation (storefront/server/page-cache).
    PAGE_REVALIDATE_SECRET: revalidate,
    // Medusa logs every request at its "http" level: about a tenth of a cached read's CPU, in the
    // backend and in whatever writes its log. Access logs belong to the proxy in front;
    // LOG_LEVEL=http brings them back here.
    LOG_LEVEL: process.env.LOG_LEVEL || "info",
    PORT: String(settings.backendPort),
    REALTIME_PORT: String(settings.realtimePort),
    ...LOCAL_DEMO_ENV,
  }
}
