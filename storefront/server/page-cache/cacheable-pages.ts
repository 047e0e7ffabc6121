/**
 * Which storefront pages are the same for every visitor, and so are kept rendered in the page
 * cache: the catalogue, the gallery, styles, guides, articles and legal pages. Everything that
 * depends on who asks (account menu, cart count, wishlist hearts, "my paintings") is fetched by
 * the browser after the page shows, so their HTML is shared. Private pages (account, cart,
 * checkout, my artworks, admin, a single artwork) never match and always render per request.
 *
 * Each page names the data tags it is drawn from; the backend revalidates a tag when that data
 * changes (backend/src/subscribers/revalidate-storefront-pages.ts). Paintings are also finished
 * by the worker without an event, so pages that show the gallery are re-rendered after
 * `freshSeconds` in any case.
 */

import type { PageTag } from "@petshop/contract"
import { getBotType } from "next/dist/shared/lib/router/utils/is-bot"

export type CacheablePage = {
  /** The cache's name for the page: its path, plus the query parameters that change it. */
  key: string
  /** The URL Next.js renders: the path and those parameters, without tracking parameters. */
  renderUrl: string
  tags: PageTag[]
  /** Seconds a rendered page is served without re-rendering when no tag changed. */
  freshSeconds: number
}

type Rule = { path: RegExp; tags: PageTag[]; freshSeconds: number; query?: Record<string, RegExp> }

const GALLERY_SECONDS = 30
const CATALOGUE_SECONDS = 300
const id = "[A-Za-z0-9_-]{1,80}"
const exact = (pattern: string) => new RegExp(`^${pattern}/?$`)
const PAGE_NUMBER = /^[1-9]\d{0,3}$/

// The root layout reads the style count, so every page depends on the styles.
const RULES: Rule[] = [
  { path: exact(""), tags: ["styles", "paintings", "products"], freshSeconds: GALLERY_SECONDS },
  { path: exact("/pet-portraits"), tags: ["styles"], freshSeconds: CATALOGUE_SECONDS },
  { path: exact(`/pet-portrait/${id}(/${id})?`), tags: ["styles", "content"], freshSeconds: CATALOGUE_SECONDS },
  { path: exact(`/(style|styles)/${id}`), tags: ["styles", "paintings", "reviews"], freshSeconds: GALLERY_SECONDS },
  {
    path: exact(`/style/${id}/paintings`),
    tags: ["styles", "paintings"],
    freshSeconds: GALLERY_SECONDS,
    query: { page: PAGE_NUMBER },
  },
  { path: exact("/portraits(/list/[1-9]\\d{0,3})?"), tags: ["styles", "paintings"], freshSeconds: GALLERY_SECONDS },
  { path: exact("/legacy-pet-portraits"), tags: ["styles", "paintings"], freshSeconds: GALLERY_SECONDS },
  { path: exact("/social-feed"), tags: ["styles", "paintings"], freshSeconds: GALLERY_SECONDS },
  { path: exact("/about"), tags: ["styles", "paintings"], freshSeconds: GALLERY_SECONDS },
  { path: exact("/reviews"), tags: ["styles", "paintings", "reviews"], freshSeconds: GALLERY_SECONDS },
  { path: exact("/products"), tags: ["styles", "paintings", "products"], freshSeconds: GALLERY_SECONDS },
  { path: exact(`/products/${id}`), tags: ["styles", "paintings", "products"], freshSeconds: GALLERY_SECONDS },
  { path: exact(`/medium/${id}`), tags: ["styles", "paintings", "products"], freshSeconds: GALLERY_SECONDS },
  { path: exact(`/(articles|article)/${id}`), tags: ["styles", "articles"], freshSeconds: CATALOGUE_SECONDS },
  {
    path: exact("/(guide|faq|contact|photo-guide|legal|legal/terms|legal/privacy)"),
    tags: ["styles", "content"],
    freshSeconds: CATALOGUE_SECONDS,
  },
]

/**
 * Parameters that ads, social posts and referral links add and the server never reads (the
 * browser reads them from its own address): a page is the same with or without them.
 */
const BOTS_SUFFIX = " [html-limited bots]"

const CAMPAIGN = /^\/c\/[\w-]{1,60}(\/.+)?\/?$/

const TRACKING =
  /^(utm_[a-z_]{1,30}|campaign|referrerId|fbclid|gclid|gbraid|wbraid|msclkid|ttclid|twclid|li_fat_id|mc_cid|mc_eid|igshid|_ga|_gl)$/

/**
 * The cached page a GET request asks for, or null when it must render per request: not a
 * public page, a client-side navigation or prefetch (RSC), or a query the page cache does not
 * know (each known parameter is checked, so the number of cached pages stays bounded).
 */
export function cacheablePage(
  method: string | undefined,
  rawUrl: string | undefined,
  headers: Record<string, unknown>
): CacheablePage | null {
  if (method !== "GET" && method !== "HEAD") return null
  if (!rawUrl || rawUrl.length > 2048 || !rawUrl.startsWith("/") || rawUrl.startsWith("//")) return null
  if (headers["rsc"] !== undefined || headers["next-router-prefetch"] !== undefined || headers["next-action"] !== undefined) return null
  if (headers["authorization"] !== undefined) return null
  let url: URL
  try {
    url = new URL(rawUrl, "http://page.invalid")
  } catch {
    return null
  }
  // A campaign link /c/{campaign}/… is the page after it (next.config.ts rewrites it); the
  // browser reads the campaign from its own address, so the page is the same.
  const pathname = CAMPAIGN.exec(url.pathname)?.[1] ?? (CAMPAIGN.test(url.pathname) ? "/" : url.pathname)
  const rule = RULES.find((r) => r.path.test(pathname))
  if (!rule) return null
  const kept: [string, string][] = []
  for (const [name, value] of url.searchParams) {
    if (TRACKING.test(name)) continue
    const allowed = rule.query?.[name]
    if (!allowed || !allowed.test(value) || kept.some(([n]) => n === name)) return null
    kept.push([name, value])
  }
  kept.sort(([a], [b]) => a.localeCompare(b))
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname
  const query = kept.length ? `?${new URLSearchParams(kept).toString()}` : ""
  // Link-preview and search bots that run no script (facebookexternalhit, Twitterbot, Slackbot…)
  // get their metadata in the head, not streamed, from Next.js: their own copy of the page.
  const userAgent = typeof headers["user-agent"] === "string" ? headers["user-agent"] : ""
  const forBots = getBotType(userAgent) === "html" ? BOTS_SUFFIX : ""
  return { key: `${path}${query}${forBots}`, renderUrl: `${pathname}${query}`, tags: rule.tags, freshSeconds: rule.freshSeconds }
}
