import { describe, expect, it } from "vitest"
import { buildModules, PAINTING_MODULE_RESOLVE } from "../medusa-modules"
import { readQuotaSettings, readShopEnv, sessionCookieSecure, splitList } from "../shop-env"
import { backendProcessCount } from "../backend-processes"

describe("shop settings from the environment", () => {
  it("runs a local shop with no settings at all", () => {
    const env = readShopEnv({})
    expect(env.DATABASE_URL).toBe("postgres://postgres@localhost:5432/petshop")
    expect(env.REDIS_URL).toBe("redis://127.0.0.1:6379")
    expect(env.PAINTING_DEFAULT_PROVIDER).toBe("local")
    expect(env.PHOTO_MAX_UPLOAD_BYTES).toBe(25 * 1024 * 1024)
    expect(env.PHOTO_MAX_PIXELS).toBe(50_000_000)
  })

  it("has quotas a shopper never meets unless set lower, and refuses one that is not a positive whole number (issue 18)", () => {
    expect(readShopEnv({})).toMatchObject({
      QUOTA_PHOTOS_PER_HOUR: 30,
      QUOTA_PHOTOS_TOTAL: 300,
      QUOTA_PAINTINGS_QUEUED: 2,
      QUOTA_PAINTINGS_PER_DAY: 100,
    })
    expect(readQuotaSettings({ QUOTA_PAINTINGS_QUEUED: "5" })).toMatchObject({ QUOTA_PAINTINGS_QUEUED: 5, QUOTA_PHOTOS_TOTAL: 300 })
    expect(() => readShopEnv({ QUOTA_PHOTOS_PER_HOUR: "0", QUOTA_ADDRESS_PHOTOS_PER_DAY: "many" })).toThrow(
      /QUOTA_PHOTOS_PER_HOUR[\s\S]*QUOTA_ADDRESS_PHOTOS_PER_DAY/
    )
  })

  it("names every bad variable in one error", () => {
    expect(() =>
      readShopEnv({ DATABASE_URL: "not a url", PAINTING_WORKER_CONCURRENCY: "-2", PAINTING_DEFAULT_PROVIDER: "dall-e" })
    ).toThrow(/DATABASE_URL: DATABASE_URL must be a URL[\s\S]*PAINTING_DEFAULT_PROVIDER[\s\S]*PAINTING_WORKER_CONCURRENCY/)
  })

  it("refuses the development secrets in production", () => {
    expect(() => readShopEnv({ NODE_ENV: "production" })).toThrow(/JWT_SECRET must be set to a real secret/)
    expect(readShopEnv({ NODE_ENV: "production", JWT_SECRET: "a", COOKIE_SECRET: "b", ALLOW_TEST_PAYMENT: "true" }).JWT_SECRET).toBe("a")
  })

  describe("in production", () => {
    const secrets = { NODE_ENV: "production", JWT_SECRET: "a-real-jwt-secret", COOKIE_SECRET: "a-real-cookie-secret" }

    it("refuses to start with a missing or default secret, naming each variable", () => {
      const problems = () => readShopEnv({ NODE_ENV: "production", ALLOW_TEST_PAYMENT: "true" })
      expect(problems).toThrow(/JWT_SECRET must be set to a real secret/)
      expect(problems).toThrow(/COOKIE_SECRET must be set to a real secret/)
      expect(() => readShopEnv({ ...secrets, JWT_SECRET: "petshop-local-development-secret", ALLOW_TEST_PAYMENT: "true" })).toThrow(
        /JWT_SECRET/
      )
      expect(() => readShopEnv({ ...secrets, COOKIE_SECRET: "", ALLOW_TEST_PAYMENT: "true" })).toThrow(/COOKIE_SECRET/)
    })

    it("refuses a Stripe key without the webhook secret", () => {
      expect(() => readShopEnv({ ...secrets, STRIPE_API_KEY: "sk_live_1" })).toThrow(
        /STRIPE_WEBHOOK_SECRET must be set when STRIPE_API_KEY is set/
      )
      expect(readShopEnv({ ...secrets, STRIPE_API_KEY: "sk_live_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }).STRIPE_API_KEY).toBe("sk_live_1")
    })

    it("never offers test payment unless ALLOW_TEST_PAYMENT=true is set explicitly", () => {
      const refusal = /set STRIPE_API_KEY .*or ALLOW_TEST_PAYMENT=true/
      expect(() => readShopEnv(secrets)).toThrow(refusal)
      expect(() => readShopEnv({ ...secrets, ALLOW_TEST_PAYMENT: "false" })).toThrow(refusal)
      expect(() => readShopEnv({ ...secrets, ALLOW_TEST_PAYMENT: "yes" })).toThrow(/ALLOW_TEST_PAYMENT/)
      expect(readShopEnv({ ...secrets, ALLOW_TEST_PAYMENT: "true" }).ALLOW_TEST_PAYMENT).toBe("true")
    })

    it("refuses print files below 150 DPI unless ALLOW_LOW_PRINT_DPI=true asks for draft prints", () => {
      const shop = { ...secrets, ALLOW_TEST_PAYMENT: "true" }
      expect(() => readShopEnv({ ...shop, PRINT_DPI: "72" })).toThrow(/PRINT_DPI=72 is below the 150 DPI[\s\S]*ALLOW_LOW_PRINT_DPI=true/)
      expect(readShopEnv({ ...shop, PRINT_DPI: "72", ALLOW_LOW_PRINT_DPI: "true" }).PRINT_DPI).toBe(72)
      expect(readShopEnv({ ...shop, PRINT_DPI: "300" }).PRINT_DPI).toBe(300)
      expect(() => readShopEnv({ ...shop, PRINT_DPI: "many" })).toThrow(/PRINT_DPI/)
    })

    it("lists every problem in one message", () => {
      expect(() => readShopEnv({ NODE_ENV: "production" })).toThrow(/JWT_SECRET[\s\S]*COOKIE_SECRET[\s\S]*ALLOW_TEST_PAYMENT=true/)
    })
  })

  it("runs the labelled test payment outside production without any flag", () => {
    expect(readShopEnv({}).ALLOW_TEST_PAYMENT).toBe("false")
    expect(readShopEnv({ NODE_ENV: "development" }).STRIPE_API_KEY).toBe("")
  })

  it("reads comma-separated CORS lists", () => {
    expect(splitList(" http://a.test , http://b.test,,")).toEqual(["http://a.test", "http://b.test"])
  })
})

describe("medusa modules", () => {
  const resolves = (env: Record<string, string>) => buildModules(readShopEnv(env)).map((m) => m.resolve)

  it("always registers the painting module with its settings", () => {
    const [painting] = buildModules(readShopEnv({ PAINTING_RENDER_THREADS: "4" }))
    expect(painting.resolve).toBe(PAINTING_MODULE_RESOLVE)
    expect(painting.options).toMatchObject({ renderThreads: 4, defaultProvider: "local" })
  })

  it("uses Redis for events, workflows, cache and locks when REDIS_URL is set", () => {
    expect(resolves({ REDIS_URL: "redis://cache.internal:6379" })).toEqual([
      PAINTING_MODULE_RESOLVE,
      "./src/modules/account",
      "./src/modules/content",
      "./src/modules/reviews",
      "./src/modules/wishlists",
      "@medusajs/medusa/file",
      "./src/modules/print-partner",
      "@medusajs/medusa/notification",
      "@medusajs/medusa/payment",
      "./src/modules/realtime",
      "@medusajs/medusa/cache-redis",
      "@medusajs/medusa/caching",
      "@medusajs/medusa/event-bus-redis",
      "@medusajs/medusa/workflow-engine-redis",
      "@medusajs/medusa/locking",
    ])
  })

  it("lets Medusa's worker handle several events at once, as EVENT_WORKER_CONCURRENCY says", () => {
    const eventBus = (env: Record<string, string>) =>
      buildModules(readShopEnv({ REDIS_URL: "redis://cache.internal:6379", ...env })).find(
        (m) => m.resolve === "@medusajs/medusa/event-bus-redis"
      )
    expect(eventBus({})?.options).toMatchObject({ workerOptions: { concurrency: 4 } })
    expect(eventBus({ EVENT_WORKER_CONCURRENCY: "1" })?.options).toMatchObject({ workerOptions: { concurrency: 1 } })
    expect(() => readShopEnv({ EVENT_WORKER_CONCURRENCY: "0" })).toThrow(/EVENT_WORKER_CONCURRENCY/)
  })

  it("falls back to Medusa's in-memory modules when REDIS_URL is empty", () => {
    expect(resolves({ REDIS_URL: "" })).toEqual([
      PAINTING_MODULE_RESOLVE,
      "./src/modules/account",
      "./src/modules/content",
      "./src/modules/reviews",
      "./src/modules/wishlists",
      "@medusajs/medusa/file",
      "./src/modules/print-partner",
      "@medusajs/medusa/notification",
      "@medusajs/medusa/payment",
      "./src/modules/realtime",
    ])
  })

  it("sends e-mail over SMTP when SMTP_URL is set, else into the outbox folder", () => {
    const emailProvider = (env: Record<string, string>) => {
      const notification = buildModules(readShopEnv(env)).find((m) => m.resolve === "@medusajs/medusa/notification")
      return (notification?.options as { providers: { resolve: string; options: Record<string, unknown> }[] }).providers[0]
    }
    expect(emailProvider({ EMAIL_OUTBOX_DIR: "/tmp/outbox" })).toMatchObject({
      resolve: "./src/modules/email-outbox",
      options: { channels: ["email"], dir: "/tmp/outbox" },
    })
    expect(emailProvider({ SMTP_URL: "smtp://mail.internal:25", EMAIL_FROM: "Shop <shop@example.com>" })).toMatchObject({
      resolve: "./src/modules/email-smtp",
      options: { channels: ["email"], url: "smtp://mail.internal:25", from: "Shop <shop@example.com>" },
    })
    expect(() => readShopEnv({ SMTP_URL: "mail.internal:25" })).toThrow(/SMTP_URL/)
  })

  it("refuses a REDIS_URL that is not a URL", () => {
    expect(() => readShopEnv({ REDIS_URL: "localhost" })).toThrow(/REDIS_URL must be a URL/)
  })

  it("stores files in an S3-compatible store when S3_BUCKET is set", () => {
    const env = readShopEnv({
      S3_BUCKET: "shop-files",
      S3_ENDPOINT: "http://minio:9000",
      S3_FILE_URL: "http://files.example.test/shop-files",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    })
    const file = buildModules(env).find((m) => m.resolve === "@medusajs/medusa/file")
    expect(file?.options).toMatchObject({
      providers: [{ resolve: "@medusajs/medusa/file-s3", options: { bucket: "shop-files", endpoint: "http://minio:9000" } }],
    })
  })

  it("keeps files in local folders outside the build output without S3_BUCKET", () => {
    const file = buildModules(readShopEnv({})).find((m) => m.resolve === "@medusajs/medusa/file")
    const options = (file?.options as { providers: { resolve: string; options: Record<string, string> }[] }).providers[0]
    // The shop's subclass of Medusa's local provider, which keeps a file's random name exactly (issue 18).
    expect(options.resolve).toMatch(/painting-module\/(dist|src)\/config\/local-file-provider$/)
    expect(options.options.upload_dir).toMatch(/\/backend\/static$/)
    expect(options.options.private_upload_dir).toMatch(/\/backend\/uploads\/private$/)
    expect(options.options.upload_dir).not.toContain(".medusa")
  })

  it("refuses a half-configured S3", () => {
    expect(() => readShopEnv({ S3_BUCKET: "b" })).toThrow(/S3_FILE_URL, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set/)
  })
})

describe("the Medusa admin session cookie", () => {
  it("is Secure exactly when the backend is served over HTTPS, unless set", () => {
    const secure = (env: Record<string, string>) => sessionCookieSecure(readShopEnv(env))
    expect(secure({ BACKEND_URL: "http://localhost:9000" })).toBe(false)
    expect(secure({ BACKEND_URL: "https://shop.example.com" })).toBe(true)
    expect(secure({ BACKEND_URL: "http://localhost:9000", SESSION_COOKIE_SECURE: "true" })).toBe(true)
    expect(secure({ BACKEND_URL: "https://shop.example.com", SESSION_COOKIE_SECURE: "false" })).toBe(false)
  })
})

describe("BACKEND_PROCESSES", () => {
  it("runs one backend process per core, at most 4, unless set; never more than the cores", () => {
    expect(backendProcessCount(undefined, 2)).toBe(2)
    expect(backendProcessCount("", 1)).toBe(1)
    expect(backendProcessCount(undefined, 32)).toBe(4)
    expect(backendProcessCount("1", 8)).toBe(1)
    expect(backendProcessCount("6", 8)).toBe(6)
    expect(backendProcessCount("6", 2)).toBe(2)
  })

  it("refuses a value that is no process count, naming the variable", () => {
    for (const bad of ["0", "-1", "1.5", "two", "65"]) {
      expect(() => backendProcessCount(bad, 2)).toThrow(/BACKEND_PROCESSES/)
      expect(() => readShopEnv({ BACKEND_PROCESSES: bad })).toThrow(/BACKEND_PROCESSES/)
    }
    expect(readShopEnv({ BACKEND_PROCESSES: "" }).BACKEND_PROCESSES).toBeUndefined()
    expect(readShopEnv({ BACKEND_PROCESSES: "3" }).BACKEND_PROCESSES).toBe(3)
  })
})
