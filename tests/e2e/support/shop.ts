/**
 * The shop under test as the test workers see it: its addresses and demo logins (written
 * by global-setup), its /api/* contract for arranging data, and its e-mail outbox.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { TestShop } from "../../../scripts/lib/test-shop"
import { SHOP_FILE } from "./paths"

let cached: TestShop | undefined

export function shop(): TestShop {
  cached ??= JSON.parse(readFileSync(SHOP_FILE, "utf8")) as TestShop
  return cached
}

export class ShopApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    path: string
  ) {
    super(`${path} answered ${status}: ${JSON.stringify(body)}`)
  }
}

/** One /api/* call straight to the backend, as the storefront's client makes it. */
export async function api<T = Record<string, unknown>>(
  path: string,
  { token, method = "GET", body }: { token?: string; method?: string; body?: unknown } = {}
): Promise<T> {
  const res = await fetch(`${shop().backendUrl}/api/${path.replace(/^\//, "")}`, {
    method,
    headers: {
      ...(token ? { authorization: `Token ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await res.text()
  const parsed = text
    ? (() => {
        try {
          return JSON.parse(text)
        } catch {
          return text
        }
      })()
    : {}
  if (!res.ok) throw new ShopApiError(res.status, parsed, path)
  return parsed as T
}

export type ApiAccount = { id: string; email: string | null; token: string; isTemp: boolean; isVerified: boolean; isAdmin: boolean }

const logins = new Map<string, Promise<ApiAccount>>()

/**
 * A demo account's session, once per worker: the shop allows ten logins per address in
 * 15 minutes, and a token stays valid.
 */
export function login(role: string): Promise<ApiAccount> {
  const demo = shop().logins[role]
  if (!demo) throw new Error(`no demo login "${role}" (have ${Object.keys(shop().logins).join(", ")})`)
  if (!logins.has(role)) {
    const session = api<ApiAccount>("account/login", { method: "POST", body: { email: demo.email, password: demo.password } })
    session.catch(() => logins.delete(role))
    logins.set(role, session)
  }
  return logins.get(role)!
}

/** An address nobody has registered yet. */
export const freshEmail = (what: string) =>
  `e2e-${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@petportraits.test`

export type OutboxEmail = { id: string; to: string; subject: string; text: string; html: string; template: string; created: string }

/** Every e-mail the shop has written so far, oldest first. */
export function outbox(): OutboxEmail[] {
  const dir = shop().outboxDir
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as OutboxEmail)
}

/** The newest e-mail to an address whose text has a link containing `linkPart`, waiting for it to be written. */
export async function linkFromEmail(to: string, linkPart: string, timeoutMs = 20_000): Promise<URL> {
  const escaped = linkPart.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const pattern = new RegExp(`https?://\\S*${escaped}[^\\s"'<>]*`)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = outbox()
      .filter((m) => m.to === to)
      .map((m) => pattern.exec(m.text)?.[0] ?? pattern.exec(m.html)?.[0])
      .filter((l): l is string => !!l)
    if (found.length) return new URL(found[found.length - 1].replace(/&amp;/g, "&"))
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with a link containing ${linkPart} in ${shop().outboxDir}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/**
 * A gift voucher customers can type: the seed makes none, so the shop admin (staff, isAdmin)
 * creates one through POST /api/promo_code unless it exists.
 */
export async function ensureVoucher(code = "E2E-WELCOME10", discount = 10): Promise<{ code: string; discount: number }> {
  const staff = await login("staff")
  const { promoCodes } = await api<{ promoCodes: { code: string; discount: number }[] }>("promo_codes?perPage=100", { token: staff.token })
  const existing = promoCodes.find((p) => p.code.toUpperCase() === code.toUpperCase())
  if (existing) return existing
  await api("promo_code", { token: staff.token, method: "POST", body: { code, discount, minProductQuantity: 1 } })
  return { code, discount }
}

export type StyleSummary = { id: string; slug: string; title: string; allowSignature: boolean }

let styles: Promise<StyleSummary[]> | undefined

/** The public styles, fetched once per worker. */
export function publicStyles(): Promise<StyleSummary[]> {
  styles ??= api<{ styles: StyleSummary[] }>("styles?scope=isPublic&perPage=50").then((r) => r.styles)
  styles.catch(() => (styles = undefined))
  return styles
}

/** A new account with a verified e-mail (the shop paints only for those), with its own empty cart. */
export async function verifiedShopper(label = "shopper"): Promise<ApiAccount> {
  const visitor = await api<ApiAccount>("account")
  const email = freshEmail(label)
  await api("account/register", { token: visitor.token, method: "POST", body: { email, password: `${label}-shopper-2026` } })
  const link = await linkFromEmail(email, "/account?activate=")
  await api("account/activate", { method: "POST", body: { token: link.searchParams.get("activate") } })
  return { ...(await api<ApiAccount>("account", { token: visitor.token })), token: visitor.token }
}
