/**
 * Links the print partner downloads print files from: our backend serves the private file at
 * /hooks/print-partner/files/{itemId}?expires&sig, signed with an HMAC of the shop's secret,
 * so the file stays private yet needs no login.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { readShopEnv } from "../../config/shop-env"
import { printPartnerConfig } from "../../modules/print-partner/config"

const signature = (itemId: string, expires: number) =>
  createHmac("sha256", `print-files:${readShopEnv().JWT_SECRET}`).update(`${itemId}.${expires}`).digest("base64url")

export function printFileUrl(itemId: string, now = Date.now()): string {
  const config = printPartnerConfig()
  const expires = Math.floor(now / 1000) + config.fileLinkTtlSeconds
  return `${config.filesBaseUrl}/hooks/print-partner/files/${encodeURIComponent(itemId)}?expires=${expires}&sig=${signature(itemId, expires)}`
}

export function verifyPrintFileLink(itemId: string, expires: unknown, sig: unknown, now = Date.now()): boolean {
  const exp = Number(expires)
  if (!Number.isInteger(exp) || exp * 1000 < now || typeof sig !== "string") return false
  const want = Buffer.from(signature(itemId, exp))
  const got = Buffer.from(sig)
  return want.length === got.length && timingSafeEqual(want, got)
}

/** The callback URL we give the partner: its token is checked on every callback. */
export function callbackUrlFor(partner: string): string | null {
  const config = printPartnerConfig()
  if (!config.callbackSecret) return null
  return `${config.backendUrl}/hooks/print-partner/${partner}?token=${encodeURIComponent(config.callbackSecret)}`
}

export function verifyCallbackToken(token: unknown): boolean {
  const secret = printPartnerConfig().callbackSecret
  if (!secret || typeof token !== "string") return false
  const a = Buffer.from(secret)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}
