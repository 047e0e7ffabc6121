/**
 * Serves the storefront's public pages from the page cache: a fresh page straight from Redis
 * (no render, no backend call), a stale one re-rendered by one process while the others serve
 * it stale, a missing one rendered and kept. Every other request goes to Next.js unchanged.
 * A page that fails to re-render keeps being served as it was; without Redis every page
 * renders per request, as without the cache.
 */
import { createHash } from "node:crypto"
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http"
import { gunzipSync, gzipSync } from "node:zlib"
import { CACHED_RENDER_HEADER } from "../../src/lib/server/cached-render"
import { cacheablePage, type CacheablePage } from "./cacheable-pages"
import { captureResponse, type CapturedResponse, type RequestHandler } from "./capture-response"
import { inlineScriptHashes } from "./inline-script-hashes"
import { inlineStylesheets, linkHeaderWithout, type ReadStylesheet } from "./inline-stylesheets"
import { isFresh, type PageStore, type StoredPage } from "./page-store"
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint"

export type PageCacheDeps = {
  store: PageStore
  /** Next.js's request handler. */
  handle: RequestHandler
  /** The page's Content-Security-Policy for its inline-script hashes (with the shop's origins). */
  policy: (scriptHashes: string[], req: IncomingMessage) => string
  /** Strict-Transport-Security for the request, or null (plain http, or not production). */
  hsts: (req: IncomingMessage) => string | null
  warn: (message: string) => void
  /** The built CSS a shared page carries inline; without it, pages keep their stylesheet links. */
  readStylesheet?: ReadStylesheet
}

/** How the answer was found, in `X-Page-Cache`. */
type CacheState = "HIT" | "STALE" | "MISS" | "REFRESHED" | "BYPASS"

const RENDER_TIMEOUT_MS = 30_000
/** One process re-renders a stale page; the claim lapses if that process dies mid-render. */
const RENDER_CLAIM_MS = RENDER_TIMEOUT_MS + 5_000
/** Browsers ask again each time (a 304 when unchanged); a CDN may keep a page a few seconds. */
const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=5, must-revalidate"

/** Headers of Next's answer that are the request's, not the page's. */
const NOT_KEPT = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "cache-control",
  "content-security-policy",
  "strict-transport-security",
  "set-cookie",
  "x-page-cache",
])

function keptHeaders(headers: OutgoingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_KEPT.has(name.toLowerCase())) continue
    kept[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value)
  }
  return kept
}

const isHtml = (headers: OutgoingHttpHeaders) => /^text\/html\b/i.test(String(headers["content-type"] ?? ""))

/** Only a whole, successful page that sets no cookie is shared. */
function isShareable(rendered: CapturedResponse): boolean {
  return rendered.status === 200 && isHtml(rendered.headers) && rendered.headers["set-cookie"] === undefined && rendered.body.length > 0
}

/** What a shared page is kept as: painted from its HTML alone, its framework scripts after that paint. */
function storedPageOf(rendered: CapturedResponse, versions: Record<string, number>, deps: PageCacheDeps): StoredPage {
  const page = rendered.body.toString("utf8")
  const styled = deps.readStylesheet ? inlineStylesheets(page, deps.readStylesheet) : { html: page, inlined: [] }
  const body = Buffer.from(scriptsAfterFirstPaint(styled.html), "utf8")
  const headers = keptHeaders(rendered.headers)
  const link = linkHeaderWithout(headers["link"], styled.inlined)
  if (link === undefined) delete headers["link"]
  else headers["link"] = link
  return {
    status: rendered.status,
    headers,
    scriptHashes: inlineScriptHashes(body.toString("utf8")),
    etag: `"p-${createHash("sha1").update(body).digest("base64url")}"`,
    renderedAt: Date.now(),
    versions,
    body: gzipSync(body, { level: 9 }),
  }
}

const acceptsGzip = (req: IncomingMessage) => /\bgzip\b(?!;\s*q=0(\.0+)?\b)/i.test(String(req.headers["accept-encoding"] ?? ""))

function etagMatches(req: IncomingMessage, etag: string): boolean {
  const asked = req.headers["if-none-match"]
  if (!asked) return false
  return asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*")
}

function sendStored(req: IncomingMessage, res: ServerResponse, page: StoredPage, state: CacheState, deps: PageCacheDeps) {
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value)
  res.setHeader("content-security-policy", deps.policy(page.scriptHashes, req))
  const hsts = deps.hsts(req)
  if (hsts) res.setHeader("strict-transport-security", hsts)
  res.setHeader("cache-control", PAGE_CACHE_CONTROL)
  res.setHeader("etag", page.etag)
  res.setHeader("vary", mergeVary(page.headers["vary"]))
  res.setHeader("x-page-cache", state)
  if (etagMatches(req, page.etag)) {
    res.statusCode = 304
    res.end()
    return
  }
  const gzip = acceptsGzip(req)
  const body = gzip ? page.body : gunzipSync(page.body)
  if (gzip) res.setHeader("content-encoding", "gzip")
  res.setHeader("content-length", body.length)
  res.statusCode = page.status
  res.end(req.method === "HEAD" ? undefined : body)
}

function mergeVary(vary: string | string[] | undefined): string {
  const names = new Set(
    [vary ?? []]
      .flat()
      .flatMap((v) => v.split(","))
      .map((v) => v.trim())
      .filter(Boolean)
  )
  if (![...names].some((n) => n.toLowerCase() === "accept-encoding")) names.add("Accept-Encoding")
  return [...names].join(", ")
}

/** An answer that is not kept (a redirect, a not-found page) goes out as Next made it, with a hash policy when it is a page. */
function sendRendered(req: IncomingMessage, res: ServerResponse, rendered: CapturedResponse, deps: PageCacheDeps) {
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (value === undefined || ["content-length", "transfer-encoding", "connection", "keep-alive", "date"].includes(name)) continue
    res.setHeader(name, value)
  }
  if (isHtml(rendered.headers))
    res.setHeader("content-security-policy", deps.policy(inlineScriptHashes(rendered.body.toString("utf8")), req))
  const hsts = deps.hsts(req)
  if (hsts) res.setHeader("strict-transport-security", hsts)
  res.setHeader("x-page-cache", "BYPASS")
  res.setHeader("content-length", rendered.body.length)
  res.statusCode = rendered.status
  res.end(req.method === "HEAD" ? undefined : rendered.body)
}

/** Renders the page as nobody in particular: no cookies, no conditional or encoding headers, no tracking parameters. */
function renderForCache(req: IncomingMessage, page: CacheablePage, deps: PageCacheDeps): Promise<CapturedResponse> {
  const headers = { ...req.headers }
  for (const name of ["cookie", "accept-encoding", "if-none-match", "if-modified-since", "range"]) delete headers[name]
  headers[CACHED_RENDER_HEADER] = "1"
  const original = { url: req.url, headers: req.headers, method: req.method }
  req.url = page.renderUrl
  req.headers = headers
  // A HEAD is rendered as the GET it stands for, so the kept page has its body.
  req.method = "GET"
  return captureResponse(req, deps.handle, RENDER_TIMEOUT_MS).finally(() => Object.assign(req, original))
}

export async function servePage(req: IncomingMessage, res: ServerResponse, deps: PageCacheDeps): Promise<void> {
  const page = cacheablePage(req.method, req.url, req.headers)
  if (!page) return deps.handle(req, res)

  let found: Awaited<ReturnType<PageStore["read"]>>
  try {
    found = await deps.store.read(page.key, page.tags)
  } catch (err) {
    deps.warn(`Page cache unavailable, rendering ${page.key} per request: ${(err as Error).message}`)
    return deps.handle(req, res)
  }
  const { page: stored, versions } = found
  if (stored && isFresh(stored, versions, page.freshSeconds)) return sendStored(req, res, stored, "HIT", deps)
  const claimed = stored ? await deps.store.claimRender(page.key, RENDER_CLAIM_MS).catch(() => true) : false
  if (stored && !claimed) return sendStored(req, res, stored, "STALE", deps)

  try {
    let rendered: CapturedResponse
    try {
      rendered = await renderForCache(req, page, deps)
    } catch (err) {
      deps.warn(`Rendering ${page.key} for the page cache failed: ${(err as Error).message}`)
      if (stored) return sendStored(req, res, stored, "STALE", deps)
      throw err
    }
    if (!isShareable(rendered)) {
      // A page that now fails keeps its last good version; a gone one (404) is gone.
      if (stored && rendered.status >= 500) return sendStored(req, res, stored, "STALE", deps)
      return sendRendered(req, res, rendered, deps)
    }
    const fresh = storedPageOf(rendered, versions, deps)
    await deps.store.write(page.key, fresh).catch((err: Error) => deps.warn(`Keeping ${page.key} failed: ${err.message}`))
    sendStored(req, res, fresh, stored ? "REFRESHED" : "MISS", deps)
  } finally {
    if (claimed) await deps.store.releaseRender(page.key).catch(() => undefined)
  }
}
