/**
 * The storefront's settings, read from the environment at request time (not baked into the
 * build) so one build serves any shop. This is the one place that names them.
 */

/** The Medusa backend the server side talks to (page reads, the /api proxy, the CSP). */
export const backendUrl = (): string => process.env.MEDUSA_BACKEND_URL || "http://localhost:9000"

/** Settings read when the server renders (not baked into the build), handed to the browser by the root layout. */
export type RuntimeConfig = {
  /** socket.io server of the live events, as the browser reaches it. */
  realtimeUrl: string
  /** The public host of share links. */
  publicUrl: string
  publishableKey: string
  /** Production build: fatal render errors are posted to /api/log. */
  production: boolean
  /** The checkout button variant (spec: a build flag): "session" creates a checkout session, "page" links to /checkout. */
  checkoutButton: "session" | "page"
}

export function readRuntimeConfig(): RuntimeConfig {
  return {
    realtimeUrl: process.env.REALTIME_URL || "http://localhost:9001",
    publicUrl: (process.env.PUBLIC_URL || process.env.STOREFRONT_URL || "http://localhost:8000").replace(/\/+$/, ""),
    publishableKey: process.env.MEDUSA_PUBLISHABLE_KEY || "",
    production: process.env.NODE_ENV === "production",
    checkoutButton: process.env.NEXT_PUBLIC_CHECKOUT_BUTTON === "session" ? "session" : "page",
  }
}
