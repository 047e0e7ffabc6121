/**
 * Who the caller really is, by network address. Medusa trusts one proxy hop (`trust proxy`
 * = 1), so any caller could name itself in X-Forwarded-For. `trustConfiguredProxies` makes
 * Express's `req.ip` honour X-Forwarded-For only from the addresses in TRUSTED_PROXIES (by
 * default loopback: the storefront on the same machine), and `clientAddress` is the key a
 * rate limit counts a client under.
 */
import { isIPv6 } from "node:net"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readShopEnv, splitList } from "../../config/shop-env"

let trusted: string[] | undefined

/** TRUSTED_PROXIES as Express's `trust proxy` list. */
export function trustedProxies(): string[] {
  trusted ??= splitList(readShopEnv().TRUSTED_PROXIES)
  return trusted
}

/**
 * First middleware of every request: sets the app's `trust proxy` to TRUSTED_PROXIES
 * (Medusa's express loader sets 1 and offers no option), so `req.ip` is the address of the
 * first caller that is not a trusted proxy. An empty list trusts no one.
 */
export function trustConfiguredProxies(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const list = trustedProxies()
  const setting = list.length ? list : false
  if (req.app.get("trust proxy") !== setting) req.app.set("trust proxy", setting)
  next()
}

/** The eight groups of a full IPv6 address ("::" expanded). */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("::")
  const left = head ? head.split(":") : []
  const right = tail ? tail.split(":") : []
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0")
  return [...left, ...middle, ...right].map((g) => g.replace(/^0+(?=.)/, "").toLowerCase())
}

/**
 * The rate-limit key of an address: IPv4 as it is (also when written IPv4-mapped), IPv6 by
 * its /64 network, the block one subscriber gets, so rotating addresses within it gains nothing.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return "unknown"
  const address = ip.split("%")[0]!
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  // An IPv6 address with an embedded IPv4 (NAT64 and the like) stays whole.
  if (!isIPv6(address) || address.includes(".")) return address
  return `${ipv6Groups(address).slice(0, 4).join(":")}::/64`
}

/** The caller's rate-limit key, from `req.ip` as the trusted proxies tell it. */
export function clientAddress(req: MedusaRequest): string {
  return addressKey(req.ip ?? req.socket?.remoteAddress)
}
