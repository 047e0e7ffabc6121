/**
 * Stripe webhooks as Stripe delivers them to Medusa's /hooks/payment route, signed with the
 * SDK's own test-header helper, and a wait for Medusa's event queue (the route hands each
 * delivery to the event bus, which processes it after a delay) to run dry.
 */
import { Queue } from "bullmq"
import IORedis from "ioredis"
import Stripe from "stripe"
import { STRIPE_WEBHOOK_PATH } from "../../src/modules/hosted-checkout/config"
import { settle } from "./shop-api"
import { pollUntil } from "./wait"

type Api = { post: (url: string, body?: unknown, config?: object) => Promise<{ status: number; data: unknown }> }

const sdk = new Stripe("sk_test_signing_only")

export function signedDelivery(event: unknown, secret: string, timestamp?: number) {
  const payload = JSON.stringify(event, null, 2)
  return { payload, signature: sdk.webhooks.generateTestHeaderString({ payload, secret, timestamp }) }
}

export function deliver(api: Api, delivery: { payload: string; signature?: string }) {
  return settle(
    api.post(STRIPE_WEBHOOK_PATH, delivery.payload, {
      headers: { "content-type": "application/json", ...(delivery.signature ? { "stripe-signature": delivery.signature } : {}) },
      transformRequest: [(body: unknown) => body],
    })
  )
}

/** Waits until Medusa's Redis event bus has nothing waiting, delayed or running. */
export async function eventsDrained(ms = 180_000) {
  const connection = new IORedis(process.env.REDIS_URL!, { maxRetriesPerRequest: null })
  const queue = new Queue("events-queue", { prefix: "RedisEventBusService", connection })
  try {
    const pending = async () => {
      const counts = await queue.getJobCounts("waiting", "delayed", "active", "prioritized", "waiting-children")
      return Object.values(counts).reduce((a, b) => a + b, 0)
    }
    // Two empty looks in a row: a job may be between queues for an instant.
    let emptyLooks = 0
    const left = await pollUntil(pending, (n) => (n === 0 ? ++emptyLooks >= 2 : ((emptyLooks = 0), false)), ms, 300)
    if (left !== 0) throw new Error(`${left} events still queued after ${ms} ms`)
  } finally {
    await queue.close()
    connection.disconnect()
  }
}
