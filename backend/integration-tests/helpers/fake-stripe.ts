/**
 * The local Stripe-speaking server of tests/fake-services/stripe. It lives in the tests
 * workspace, outside this package's TypeScript rootDir, so it is loaded at run time and its
 * shape is restated here (only what the specs use).
 */
import { join } from "node:path"
import type Stripe from "stripe"

export type FakeStripe = {
  url: string
  port: number
  close(): Promise<void>
  sessions: Map<string, Stripe.Checkout.Session>
  requests: { method: string; path: string; params: Record<string, unknown>; idempotencyKey?: string; authorization?: string }[]
  events: Stripe.Event[]
  pay(sessionId: string): Stripe.Event
  expire(sessionId: string): Stripe.Event
}

const FAKE_STRIPE_MODULE = join(__dirname, "..", "..", "..", "tests", "fake-services", "stripe", "index.ts")

export async function startFakeStripe(options: { apiKey?: string } = {}): Promise<FakeStripe> {
  const loaded = (await import(FAKE_STRIPE_MODULE)) as { startFakeStripe(o: { apiKey?: string }): Promise<FakeStripe> }
  return loaded.startFakeStripe(options)
}
