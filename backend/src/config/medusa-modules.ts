/**
 * The module list of medusa-config, built from the shop's settings. Kept apart from
 * medusa-config.ts so the switch between in-memory and Redis infrastructure is unit-tested.
 */
import { fileModuleConfig } from "@petshop/painting-module/config"
import { paymentModuleConfig } from "../modules/hosted-checkout/config"
import { splitList, type ShopEnv } from "./shop-env"

export const PAINTING_MODULE_RESOLVE = "@petshop/painting-module"

type ModuleEntry = { key?: string; resolve: string; options?: Record<string, unknown> }

export function buildModules(env: ShopEnv): ModuleEntry[] {
  const modules: ModuleEntry[] = [
    {
      resolve: PAINTING_MODULE_RESOLVE,
      options: {
        redisUrl: env.REDIS_URL,
        defaultProvider: env.PAINTING_DEFAULT_PROVIDER,
        workerConcurrency: env.PAINTING_WORKER_CONCURRENCY,
        renderThreads: env.PAINTING_RENDER_THREADS,
        watermarkText: env.PAINTING_WATERMARK_TEXT,
        maxUploadBytes: env.PHOTO_MAX_UPLOAD_BYTES,
        maxPixels: env.PHOTO_MAX_PIXELS,
      },
    },
  ]

  // Account profiles and tokens beside Medusa customers.
  modules.push({ resolve: "./src/modules/account" })
  // The site's content (articles, statics, survey answers), customer reviews and wishlists.
  modules.push({ resolve: "./src/modules/content" }, { resolve: "./src/modules/reviews" }, { resolve: "./src/modules/wishlists" })
  modules.push(fileModuleConfig(env))
  // The print partner (Prodigi, or none), configured by PRINT_PARTNER / PRODIGI_* at use.
  modules.push({ resolve: "./src/modules/print-partner" })
  // E-mail through Medusa's Notification Module: SMTP when configured, else the local outbox
  // folder. One provider per channel; the local logger keeps the admin's feed channel.
  modules.push({
    resolve: "@medusajs/medusa/notification",
    options: {
      providers: [
        env.SMTP_URL
          ? { resolve: "./src/modules/email-smtp", id: "smtp", options: { channels: ["email"], url: env.SMTP_URL, from: env.EMAIL_FROM } }
          : { resolve: "./src/modules/email-outbox", id: "outbox", options: { channels: ["email"], dir: env.EMAIL_OUTBOX_DIR } },
        { resolve: "@medusajs/medusa/notification-local", id: "local", options: { channels: ["feed"] } },
      ],
    },
  })
  // Hosted checkout: Stripe Checkout with a key, the labelled test-payment page without.
  modules.push(paymentModuleConfig(env))
  // Live events: served by HTTP-serving processes only, not by Medusa in worker mode, and not
  // by one-off commands (db:migrate, exec), which run beside a live backend holding the port.
  modules.push({
    resolve: "./src/modules/realtime",
    options: {
      enabled: env.MEDUSA_WORKER_MODE !== "worker" && !isOneOffCommand(process.argv),
      port: env.REALTIME_PORT,
      redisUrl: env.REDIS_URL || undefined,
      corsOrigins: splitList(env.STORE_CORS),
    },
  })

  // Several backend processes and workers share state only through Redis; without it
  // Medusa falls back to its in-memory modules, which is fine for a single process.
  if (env.REDIS_URL) {
    modules.push(
      { resolve: "@medusajs/medusa/cache-redis", options: { redisUrl: env.REDIS_URL } },
      // Cached public reads (catalogue, styles, reviews, articles), shared by every process and
      // cleared by the module itself when an event says a product, price, style... changed.
      {
        resolve: "@medusajs/medusa/caching",
        options: {
          providers: [
            {
              resolve: "@medusajs/medusa/caching-redis",
              id: "caching-redis",
              is_default: true,
              options: { redisUrl: env.REDIS_URL },
            },
          ],
        },
      },
      {
        resolve: "@medusajs/medusa/event-bus-redis",
        options: { redisUrl: env.REDIS_URL, workerOptions: { concurrency: env.EVENT_WORKER_CONCURRENCY } },
      },
      {
        resolve: "@medusajs/medusa/workflow-engine-redis",
        options: { redis: { redisUrl: env.REDIS_URL } },
      },
      {
        resolve: "@medusajs/medusa/locking",
        options: {
          providers: [
            {
              resolve: "@medusajs/medusa/locking-redis",
              id: "locking-redis",
              is_default: true,
              options: { redisUrl: env.REDIS_URL },
            },
          ],
        },
      }
    )
  }
  return modules
}

/** `medusa db:migrate`, `medusa exec …`, `medusa user …`: the medusa CLI command of this process, if a one-off. */
export function isOneOffCommand(argv: string[]): boolean {
  const cli = argv.findIndex((a) => /[\\/]@medusajs[\\/]cli[\\/]|[\\/]\.bin[\\/]medusa$/.test(a))
  const command = cli >= 0 ? (argv[cli + 1] ?? "") : ""
  return /^(db:|exec$|user$|build$|plugin:)/.test(command)
}
