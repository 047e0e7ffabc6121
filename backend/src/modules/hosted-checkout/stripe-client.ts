import Stripe from "stripe"
import type { HostedCheckoutOptions } from "./config"

/**
 * A Stripe SDK client for the shop's key. STRIPE_API_BASE (e.g. http://127.0.0.1:12111)
 * points the real SDK at another Stripe-speaking server through its host/port/protocol
 * options, which is how the tests exercise the SDK without the internet.
 */
export function createStripeClient(options: Pick<HostedCheckoutOptions, "apiKey" | "apiBase">): Stripe {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 }
  if (options.apiBase) {
    const base = new URL(options.apiBase)
    const protocol = base.protocol.replace(":", "")
    if (protocol !== "http" && protocol !== "https") throw new Error(`STRIPE_API_BASE must be http(s): ${options.apiBase}`)
    config.protocol = protocol
    config.host = base.hostname
    config.port = base.port || (protocol === "https" ? 443 : 80)
  }
  return new Stripe(options.apiKey, config)
}
