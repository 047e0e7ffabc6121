/**
 * Every setting of the shop, read from the environment with safe local defaults.
 * One place so that medusa-config, scripts and tests agree, and a bad value fails
 * at start with a message naming the variable instead of deep inside a module.
 */
import { isIP } from "node:net"
import { join } from "node:path"
import { DEFAULT_BACKEND_DIR, MIN_PRINT_DPI, remoteSettingsFromEnv } from "@petshop/painting-module/config"
import { z } from "zod"
import { MAX_BACKEND_PROCESSES } from "./backend-processes"

const DEV_SECRET = "petshop-local-development-secret"

const url = (name: string) =>
  z.string().refine((v) => {
    try {
      new URL(v)
      return true
    } catch {
      return false
    }
  }, `${name} must be a URL`)

const positiveInt = z.coerce.number().int().positive()

/** An entry of TRUSTED_PROXIES: an IP address, a CIDR, or one of Express's names. */
function isProxyAddress(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true
  const [address = "", bits, ...rest] = entry.split("/")
  const version = isIP(address)
  if (!version || rest.length) return false
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
}

export const shopEnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: url("DATABASE_URL").default("postgres://postgres@localhost:5432/petshop"),
  /** "true" for a managed database that requires TLS; Debian's local Postgres speaks none. */
  DATABASE_SSL: z.enum(["true", "false"]).default("false"),
  /** Empty means in-memory event bus, workflow engine, cache and locking (single process only). */
  REDIS_URL: z.string().default("redis://127.0.0.1:6379"),
  JWT_SECRET: z.string().min(1).default(DEV_SECRET),
  COOKIE_SECRET: z.string().min(1).default(DEV_SECRET),
  STORE_CORS: z.string().default("http://localhost:8000,http://127.0.0.1:8000"),
  ADMIN_CORS: z.string().default("http://localhost:9000,http://127.0.0.1:9000,http://localhost:5173"),
  AUTH_CORS: z.string().default("http://localhost:8000,http://127.0.0.1:8000,http://localhost:9000,http://127.0.0.1:9000"),
  BACKEND_URL: url("BACKEND_URL").default("http://localhost:9000"),
  /**
   * The proxies whose X-Forwarded-For names the real client (rate limits count per client):
   * addresses, CIDRs or Express's names loopback, linklocal, uniquelocal, comma-separated.
   * Loopback means the storefront on the same machine; empty trusts no header.
   */
  TRUSTED_PROXIES: z
    .string()
    .default("loopback")
    .refine((v) => splitList(v).every(isProxyAddress), "TRUSTED_PROXIES must list IP addresses, CIDRs, loopback, linklocal or uniquelocal"),
  /**
   * The Medusa admin's session cookie is Secure when the backend is served over HTTPS. Medusa
   * makes it Secure whenever NODE_ENV=production, and a Secure cookie is never set over plain
   * HTTP, so merchandisers could not log in to a shop run on http://localhost.
   */
  SESSION_COOKIE_SECURE: z.enum(["true", "false", "auto"]).default("auto"),
  STOREFRONT_URL: url("STOREFRONT_URL").default("http://localhost:8000"),
  /** Where the backend reaches the storefront's server (its page revalidation); STOREFRONT_URL when unset. */
  STOREFRONT_INTERNAL_URL: url("STOREFRONT_INTERNAL_URL").optional(),
  /** The key to the storefront's POST /_revalidate; without it pages refresh on their own schedule only. */
  PAGE_REVALIDATE_SECRET: z.string().trim().optional(),
  /** "server" serves HTTP and runs no background work; "worker" only runs subscribers and jobs. */
  MEDUSA_WORKER_MODE: z.enum(["shared", "worker", "server"]).default("shared"),
  /**
   * Events one Medusa worker handles at once (its event bus's BullMQ concurrency; Medusa's
   * default is 1). Placing an order waits mostly on Postgres and Redis, so a few at a time keep
   * paid checkouts from queueing behind each other when many customers pay together.
   */
  EVENT_WORKER_CONCURRENCY: positiveInt.default(4),
  /**
   * Medusa processes of one backend (`medusa start --cluster N`, sharing its ports): read by
   * whatever starts the backend (scripts/start-shop.ts, docker-compose.yml); unset means one
   * per core up to 4, never more than the cores (config/backend-processes.ts); 1 runs no cluster.
   */
  BACKEND_PROCESSES: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(1).max(MAX_BACKEND_PROCESSES).optional()),
  DISABLE_MEDUSA_ADMIN: z.enum(["true", "false"]).default("false"),
  // Files (photos, paintings, print files). Without S3_BUCKET they stay on local disk,
  // which suits one machine; a deployment uses an S3-compatible store. The folders are
  // absolute so the backend (running from .medusa/server) and the workers share them, and
  // lie outside the build output, which every build replaces.
  FILE_UPLOAD_DIR: z.string().default(join(DEFAULT_BACKEND_DIR, "static")),
  /** Private originals: never under the public static folder. */
  FILE_PRIVATE_DIR: z.string().default(join(DEFAULT_BACKEND_DIR, "uploads", "private")),
  S3_BUCKET: z.string().default(""),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.string().default(""),
  S3_FILE_URL: z.string().default(""),
  S3_ACCESS_KEY_ID: z.string().default(""),
  S3_SECRET_ACCESS_KEY: z.string().default(""),
  // Stripe hosted Checkout. No key means the clearly labelled test-payment mode.
  STRIPE_API_KEY: z.string().default(""),
  STRIPE_WEBHOOK_SECRET: z.string().default(""),
  /** Points the Stripe SDK at another host (the local Stripe-speaking server of the tests). */
  STRIPE_API_BASE: z.string().default(""),
  /**
   * "true" asks for the test-payment page in production (a staging shop, `npm start`). Without it
   * and without STRIPE_API_KEY a production backend refuses to start; outside production the
   * test-payment page is what a shop without a Stripe key runs.
   */
  ALLOW_TEST_PAYMENT: z.enum(["true", "false"]).default("false"),
  /** Print files are made at this many dots per inch of the largest product (150 and up; commerce/fulfillment/print-dpi.ts). */
  PRINT_DPI: z.preprocess((v) => (v === "" ? undefined : v), positiveInt.optional()),
  /**
   * "true" lets PRINT_DPI go below 150 in production: draft print files for a shop that tests
   * its order flow (the browser tests' shop), never for prints a customer receives.
   */
  ALLOW_LOW_PRINT_DPI: z.enum(["true", "false"]).default("false"),
  // E-mail (activation, password reset, referral, orders). With SMTP_URL (smtp:// or
  // smtps://user:pass@host:port) mail goes out over SMTP; without it every message is kept
  // as a JSON file in EMAIL_OUTBOX_DIR, so a fresh machine needs no mail server.
  SMTP_URL: z.string().default(""),
  EMAIL_FROM: z.string().default("Custom Pet Portraits <hello@petportraits.test>"),
  /** The local outbox folder: outside any build output, beside the logs in .shop/. */
  EMAIL_OUTBOX_DIR: z.string().default(join(DEFAULT_BACKEND_DIR, "..", ".shop", "outbox")),
  /** The socket.io port of the live events; 0 picks a free one (tests). */
  REALTIME_PORT: z.coerce.number().int().min(0).max(65535).default(9001),
  // Painting settings.
  PAINTING_DEFAULT_PROVIDER: z.enum(["local", "replicate", "stability", "openai", "automatic1111", "comfyui"]).default("local"),
  PAINTING_WORKER_CONCURRENCY: positiveInt.default(1),
  PAINTING_RENDER_THREADS: positiveInt.default(2),
  PAINTING_WATERMARK_TEXT: z.string().default("Custom Pet Portraits"),
  // Remote painting services, chosen per style (style.provider); each is configured by its
  // variables below and read by the painting workers from their own environment (see
  // painting-module/src/providers/README.md). A style naming one that is not configured
  // cannot be saved, and its paintings fail with a readable reason.
  REPLICATE_API_TOKEN: z.string().default(""),
  /** A version id, owner/name:version, or owner/name of an official model. */
  REPLICATE_MODEL_VERSION: z.string().default(""),
  REPLICATE_API_BASE: z.string().default(""),
  STABILITY_API_KEY: z.string().default(""),
  STABILITY_API_BASE: z.string().default(""),
  STABILITY_CONTROL_STRENGTH: z.string().default(""),
  OPENAI_API_KEY: z.string().default(""),
  OPENAI_API_BASE: z.string().default(""),
  OPENAI_IMAGE_MODEL: z.string().default(""),
  A1111_URL: z.string().default(""),
  COMFYUI_URL: z.string().default(""),
  /** Path of an API-format ComfyUI workflow; the built-in SD img2img one without it. */
  COMFYUI_WORKFLOW: z.string().default(""),
  /** The longest a remote painting may take before it is stopped and failed with a reason. */
  PAINTING_PROVIDER_TIMEOUT_MS: positiveInt.default(180_000),
  /** How far remote img2img may move away from the photo, 0..1. */
  PAINTING_REMOTE_STRENGTH: z.coerce.number().min(0).max(1).default(0.6),
  PHOTO_MAX_UPLOAD_BYTES: positiveInt.default(25 * 1024 * 1024),
  PHOTO_MAX_PIXELS: positiveInt.default(50_000_000),
  // Quotas (each photo and painting costs seconds of worker CPU): per account, and per client
  // address for what one person could spread over many accounts. Staff accounts have none.
  // Generous: a shopper choosing a photo and trying styles never meets them.
  /** Photos an account may upload per hour, and keep in all. */
  QUOTA_PHOTOS_PER_HOUR: positiveInt.default(30),
  QUOTA_PHOTOS_TOTAL: positiveInt.default(300),
  /** Paintings an account may have waiting or being painted at once, and start per day. */
  QUOTA_PAINTINGS_QUEUED: positiveInt.default(2),
  QUOTA_PAINTINGS_PER_DAY: positiveInt.default(100),
  /**
   * Per client address (see TRUSTED_PROXIES), for one person behind many accounts: photos per
   * hour and per day (an address is shared and changes hands, so it has no lifetime total),
   * paintings per day.
   */
  QUOTA_ADDRESS_PHOTOS_PER_HOUR: positiveInt.default(150),
  QUOTA_ADDRESS_PHOTOS_PER_DAY: positiveInt.default(1000),
  QUOTA_ADDRESS_PAINTINGS_PER_DAY: positiveInt.default(500),
})

export type ShopEnv = z.infer<typeof shopEnvSchema>

const QUOTA_KEYS = {
  QUOTA_PHOTOS_PER_HOUR: true,
  QUOTA_PHOTOS_TOTAL: true,
  QUOTA_PAINTINGS_QUEUED: true,
  QUOTA_PAINTINGS_PER_DAY: true,
  QUOTA_ADDRESS_PHOTOS_PER_HOUR: true,
  QUOTA_ADDRESS_PHOTOS_PER_DAY: true,
  QUOTA_ADDRESS_PAINTINGS_PER_DAY: true,
} as const

/**
 * The quota settings alone, for the requests that meet a quota: without readShopEnv's
 * whole-environment checks on every upload (those ran when the backend started).
 */
export function readQuotaSettings(env: NodeJS.ProcessEnv = process.env) {
  return shopEnvSchema.pick(QUOTA_KEYS).parse(env)
}

export class ShopEnvError extends Error {}

/** Parses an environment; throws one error that lists every bad variable. */
export function readShopEnv(env: NodeJS.ProcessEnv = process.env): ShopEnv {
  const parsed = shopEnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)
    throw new ShopEnvError(`Invalid shop settings in the environment:\n  ${problems.join("\n  ")}`)
  }
  const shopEnv = parsed.data
  const unsafe = productionProblems(shopEnv)
  if (unsafe.length) throw new ShopEnvError(`Refusing to start in production:\n  ${unsafe.join("\n  ")}`)
  if (shopEnv.REDIS_URL) url("REDIS_URL").parse(shopEnv.REDIS_URL)
  try {
    // The painting services' own checks (numbers in range, a readable ComfyUI workflow).
    remoteSettingsFromEnv(env)
  } catch (err) {
    throw new ShopEnvError((err as Error).message)
  }
  if (shopEnv.SMTP_URL && !/^smtps?:\/\/[^\s]+$/.test(shopEnv.SMTP_URL)) {
    throw new ShopEnvError("SMTP_URL must look like smtp://host:port or smtps://user:pass@host:465")
  }
  if (shopEnv.S3_BUCKET) {
    const missing = (["S3_FILE_URL", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((n) => !shopEnv[n])
    if (missing.length) throw new ShopEnvError(`S3_BUCKET is set, so ${missing.join(", ")} must be set too`)
  }
  return shopEnv
}

/**
 * What a production shop must not run with: a missing or default secret, Stripe without its
 * webhook secret, test payments nobody asked for (ALLOW_TEST_PAYMENT=true), or print files
 * below 150 DPI nobody asked for (ALLOW_LOW_PRINT_DPI=true).
 */
function productionProblems(env: ShopEnv): string[] {
  if (env.NODE_ENV !== "production") return []
  const problems: string[] = []
  for (const name of ["JWT_SECRET", "COOKIE_SECRET"] as const) {
    if (env[name] === DEV_SECRET) problems.push(`${name} must be set to a real secret in production`)
  }
  if (env.PAGE_REVALIDATE_SECRET && env.PAGE_REVALIDATE_SECRET.length < 32) {
    problems.push("PAGE_REVALIDATE_SECRET must have at least 32 characters in production (the storefront refuses a shorter one too)")
  }
  if (env.STRIPE_API_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push("STRIPE_WEBHOOK_SECRET must be set when STRIPE_API_KEY is set (Stripe's webhook signing secret, whsec_…)")
  }
  if (env.PRINT_DPI !== undefined && env.PRINT_DPI < MIN_PRINT_DPI && env.ALLOW_LOW_PRINT_DPI !== "true") {
    problems.push(
      `PRINT_DPI=${env.PRINT_DPI} is below the ${MIN_PRINT_DPI} DPI prints need: raise it, or set ALLOW_LOW_PRINT_DPI=true for draft print files (a test shop)`
    )
  }
  if (!env.STRIPE_API_KEY && env.ALLOW_TEST_PAYMENT !== "true") {
    problems.push(
      "No STRIPE_API_KEY: set STRIPE_API_KEY (and STRIPE_WEBHOOK_SECRET) to take payments, or ALLOW_TEST_PAYMENT=true to run the labelled test-payment page (no card is charged; its orders are never printed)"
    )
  }
  return problems
}

export const splitList = (value: string) =>
  value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean)

/** Whether the admin session cookie is Secure: "auto" follows the backend's own address. */
export function sessionCookieSecure(env: Pick<ShopEnv, "SESSION_COOKIE_SECURE" | "BACKEND_URL">): boolean {
  if (env.SESSION_COOKIE_SECURE !== "auto") return env.SESSION_COOKIE_SECURE === "true"
  return env.BACKEND_URL.startsWith("https:")
}
