/** Runs once when the storefront's server starts (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return
  // The browser's real address for the backend's rate limits: see lib/server/client-address.ts.
  const { installClientAddressStamp } = await import("./lib/server/client-address")
  installClientAddressStamp()
}
