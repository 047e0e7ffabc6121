/**
 * Print-partner settings, read from the environment when used (so a test can point them at
 * its local server after the app booted):
 * - PRINT_PARTNER: "prodigi" or "none" (default: prodigi when PRODIGI_API_KEY is set, else none)
 * - PRODIGI_API_KEY, PRODIGI_API_BASE (default https://api.sandbox.prodigi.com),
 *   PRODIGI_SHIPPING_METHOD (Budget | Standard | StandardPlus | Express | Overnight; default Standard)
 * - PRINT_PARTNER_CALLBACK_SECRET: the token the partner's status callbacks must carry
 *   (?token= in the callback URL we send, or the x-print-partner-token header); none = refused
 * - PRINT_FILES_BASE_URL: the public origin the partner downloads print files from
 *   (default BACKEND_URL); the links are signed and expire.
 */
import { z } from "zod"

export const PRODIGI_SANDBOX = "https://api.sandbox.prodigi.com"
export const SHIPPING_METHODS = ["Budget", "Standard", "StandardPlus", "Express", "Overnight"] as const

const schema = z.object({
  PRINT_PARTNER: z.enum(["prodigi", "none", ""]).default(""),
  PRODIGI_API_KEY: z.string().default(""),
  PRODIGI_API_BASE: z.string().url().default(PRODIGI_SANDBOX),
  PRODIGI_SHIPPING_METHOD: z.enum(SHIPPING_METHODS).default("Standard"),
  PRINT_PARTNER_CALLBACK_SECRET: z.string().default(""),
  PRINT_FILES_BASE_URL: z.string().default(""),
  BACKEND_URL: z.string().default("http://localhost:9000"),
  PRINT_FILE_LINK_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
})

export type PrintPartnerConfig = {
  partner: "prodigi" | "none"
  apiKey: string
  apiBase: string
  shippingMethod: (typeof SHIPPING_METHODS)[number]
  callbackSecret: string
  filesBaseUrl: string
  backendUrl: string
  fileLinkTtlSeconds: number
}

export function printPartnerConfig(env: NodeJS.ProcessEnv = process.env): PrintPartnerConfig {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`Invalid print-partner setting ${issue.path.join(".")}: ${issue.message}`)
  }
  const e = parsed.data
  const partner = e.PRINT_PARTNER === "prodigi" || (e.PRINT_PARTNER === "" && e.PRODIGI_API_KEY) ? "prodigi" : "none"
  const backendUrl = e.BACKEND_URL.replace(/\/+$/, "")
  return {
    partner,
    apiKey: e.PRODIGI_API_KEY,
    apiBase: e.PRODIGI_API_BASE.replace(/\/+$/, ""),
    shippingMethod: e.PRODIGI_SHIPPING_METHOD,
    callbackSecret: e.PRINT_PARTNER_CALLBACK_SECRET,
    filesBaseUrl: (e.PRINT_FILES_BASE_URL || backendUrl).replace(/\/+$/, ""),
    backendUrl,
    fileLinkTtlSeconds: e.PRINT_FILE_LINK_TTL_SECONDS,
  }
}
