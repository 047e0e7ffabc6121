/**
 * The browser's real address, for the backend's rate limits (issue 17). A Next route handler
 * gets no socket address (Next 15+ dropped `request.ip`), and Next fills `x-forwarded-for`
 * from the socket only when the caller sent none, so a handler cannot tell a forged header
 * from a real one. So the server stamps every incoming request before Next reads it
 * (`installClientAddressStamp`, from instrumentation.ts): CLIENT_ADDRESS_HEADER carries the
 * socket's address, or, when the socket is a proxy listed in STOREFRONT_TRUSTED_PROXIES, the
 * address that proxy forwarded. The /api proxy route sends it on as X-Forwarded-For.
 */
import { randomBytes } from "node:crypto"
import { BlockList, isIP } from "node:net"
import http, { type IncomingMessage } from "node:http"

export const CLIENT_ADDRESS_HEADER = "x-petshop-client-address"

const ipType = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4")

/** STOREFRONT_TRUSTED_PROXIES: addresses, CIDRs or "loopback", comma-separated; empty (the default) trusts none. */
export function trustedProxies(value = process.env.STOREFRONT_TRUSTED_PROXIES ?? ""): BlockList {
  const list = new BlockList()
  for (const entry of value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean)) {
    if (entry === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4")
      list.addAddress("::1", "ipv6")
      continue
    }
    const [address = "", bits] = entry.split("/")
    if (!isIP(address)) throw new Error(`STOREFRONT_TRUSTED_PROXIES: ${entry} is not an address or CIDR`)
    if (bits === undefined) list.addAddress(address, ipType(address))
    else list.addSubnet(address, Number(bits), ipType(address))
  }
  return list
}

const isTrusted = (trusted: BlockList, address: string) => isIP(address) !== 0 && trusted.check(address, ipType(address))

/**
 * The client: the socket's address, unless that is a trusted proxy; then the right-most
 * X-Forwarded-For entry that is not a trusted proxy itself (what a caller wrote to the left
 * of it is not believed).
 */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | undefined, trusted: BlockList): string {
  let client = socketAddress ?? ""
  if (!client || !isTrusted(trusted, client)) return client
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean)
  while (hops.length && isTrusted(trusted, client)) client = hops.pop()!
  return client
}

/**
 * The stamp's secret, per process, on globalThis: the route handler and instrumentation.ts
 * are bundled apart. A stamp without it (a forged header, or a request that arrived before
 * the stamp was installed) is not believed.
 */
const SECRET = Symbol.for("petshop.clientAddressStamp")
const holder = globalThis as { [SECRET]?: string }

/** The address stamped on a request, or undefined when it carries no genuine stamp. */
export function stampedClientAddress(value: string | null | undefined): string | undefined {
  const secret = holder[SECRET]
  if (!secret || !value?.startsWith(`${secret} `)) return undefined
  return value.slice(secret.length + 1) || undefined
}

/** Stamps CLIENT_ADDRESS_HEADER on every request this process's HTTP servers receive. */
export function installClientAddressStamp(): void {
  if (holder[SECRET]) return
  const secret = randomBytes(16).toString("hex")
  holder[SECRET] = secret
  const trusted = trustedProxies()
  const emit = http.Server.prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as IncomingMessage
      const forwarded = req.headers["x-forwarded-for"]
      const address = clientAddressOf(req.socket?.remoteAddress, Array.isArray(forwarded) ? forwarded.join(",") : forwarded, trusted)
      req.headers[CLIENT_ADDRESS_HEADER] = `${secret} ${address}`
    }
    return emit.call(this, event, ...args)
  } as typeof http.Server.prototype.emit
}
