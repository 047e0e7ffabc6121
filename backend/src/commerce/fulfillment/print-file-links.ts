/**
 * Links the print partner downloads print files from: our backend serves the private file at
 * /hooks/print-partner/files/{itemId}?expires&sig, signed with an HMAC of the shop's secret,
 * so the file stays private yet needs no login.
 */
import { timingSafeEqual } from "node:crypto"
import { printPartnerConfig } from "../../modules/print-partner/config"
import { signLink, verifySignedLink } from "../files/signed-links"

export function printFileUrl(itemId: string, now = Date.now()): string {
  const config = printPartnerConfig()
  const { expires, sig } = signLink("print-files", itemId, config.fileLinkTtlSeconds, now)
  return `${config.filesBaseUrl}/hooks/print-partner/files/${encodeURIComponent(itemId)}?expires=${expires}&sig=${sig}`
}

export function verifyPrintFileLink(itemId: string, expires: unknown, sig: unknown, now = Date.now()): boolean {
  return verifySignedLink("print-files", itemId, expires, sig, now)
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
