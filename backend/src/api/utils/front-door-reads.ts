/**
 * Public reads answered at the front door (issues 20 and 21). Every request to the backend
 * walks Medusa's whole Express stack before its route runs: the request logger, cookies, the
 * session, then about a thousand middleware and route patterns. For a read whose answer is the
 * same for every visitor and already sits in the shared cache, that walk is most of its cost.
 *
 * So when a route answers a GET from the shared cache (public-answer.ts), it also
 * notes which cache entry that exact address reads (`api:front:<url>` → the entry's key, tagged
 * like the entry, so the events that clear the answer clear the note too). The next
 * GET or HEAD of the same address is answered from that entry before Medusa's stack runs, with
 * the same headers the route sends (and `X-Api-Cache: HIT`). Anything else, and any miss or
 * cache error, goes on to Medusa as before.
 *
 * Only an address whose every query parameter the route read and validated is noted (a stranger
 * cannot fill the cache with addresses the route ignores). A caller with an Authorization header
 * is answered only from a note its route marked the same for every caller (the catalogue, the
 * public style, article and review lists: a route with an admin's or an owner's answer for the
 * address never marks it), and privately (`Cache-Control: private, no-store`, no ETag), as the
 * route answers such a caller; the token is not checked there, as the answer is public.
 * Installed on Express's application prototype before Medusa creates its app, as the security
 * headers are (security-headers.ts); every backend process does this, and the notes live in
 * the shared cache.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { ICachingModuleService } from "@medusajs/framework/types"
import express from "express"
import { DEFAULT_TTL_SECONDS, type CachedAnswer, type CacheEntry } from "../../cache/read-through"
import { publicAnswerHeaders } from "./public-answer-headers"

/** Longer addresses are never noted: no page of the shop asks for one. */
const MAX_URL_LENGTH = 512

const noteKey = (url: string) => `api:front:${url}`

/** The shared cache, taken from the first route that answers from it (every process has one). */
let caching: ICachingModuleService | undefined

type FrontRequest = IncomingMessage & { originalUrl?: string }

/** The address a read of `methods` may be noted or answered for at the front, or null. */
function frontUrlOf(req: FrontRequest, methods: readonly string[]): string | null {
  if (!methods.includes(req.method ?? "")) return null
  const url = req.originalUrl ?? req.url ?? ""
  return url.startsWith("/api/") && url.length <= MAX_URL_LENGTH ? url : null
}

const hasToken = (req: IncomingMessage) => req.headers.authorization !== undefined

/** What a note holds: the cache entry the address reads, and whether token callers get it too. */
type FrontNote = { key?: string; everyCaller?: boolean }

/**
 * Notes the entry a GET's address read, when every parameter of the address is one the route
 * validated (`entry.query`); called by the route after it answered from the cache. A token
 * caller's read is noted only where the route marked the answer the same for every caller.
 */
export function noteFrontDoorRead(req: FrontRequest, entry: CacheEntry, found: ICachingModuleService, everyCaller = false) {
  caching ??= found
  const url = frontUrlOf(req, ["GET"])
  if (!url || (hasToken(req) && !everyCaller)) return
  const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : ""
  const names = [...new URLSearchParams(query).keys()]
  const read = new Set(Object.keys(entry.query ?? {}))
  // Each parameter once, and each one the route read: anything else is answered but not noted.
  if (new Set(names).size !== names.length || names.some((name) => !read.has(name))) return
  const note: FrontNote = { key: entry.key, everyCaller }
  found.set({ key: noteKey(url), tags: entry.tags, data: note, ttl: entry.ttl ?? DEFAULT_TTL_SECONDS }).catch(() => undefined)
}

async function storedAnswerFor(url: string, withToken: boolean): Promise<CachedAnswer | null> {
  if (!caching) return null
  const note = (await caching.get({ key: noteKey(url) })) as FrontNote | null
  if (!note?.key || (withToken && !note.everyCaller)) return null
  const answer = (await caching.get({ key: note.key })) as CachedAnswer | null
  return answer?.json && answer.etag ? answer : null
}

function sendFront(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer) {
  const withToken = hasToken(req)
  // A token caller's answer is private, as the route's is (public-answer.ts): nothing may keep it.
  if (withToken) res.setHeader("Cache-Control", "private, no-store")
  else for (const [name, value] of Object.entries(publicAnswerHeaders(answer.etag))) res.setHeader(name, value)
  res.setHeader("X-Api-Cache", "HIT")
  const asked = withToken ? undefined : req.headers["if-none-match"]
  if (asked && asked.split(",").some((tag) => tag.trim().replace(/^W\//, "") === answer.etag)) {
    res.statusCode = 304
    res.end()
    return
  }
  const body = Buffer.from(answer.json, "utf8")
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  res.setHeader("Content-Length", body.length)
  res.statusCode = 200
  res.end(req.method === "HEAD" ? undefined : body)
}

type ExpressApp = { handle(req: IncomingMessage, res: ServerResponse, callback?: unknown): void }

let installed = false

/** Answers noted reads before Medusa's stack; everything else goes on unchanged. */
export function installFrontDoorReads(): void {
  if (installed) return
  installed = true
  const proto = express.application as unknown as ExpressApp
  const { handle } = proto
  proto.handle = function (this: ExpressApp, req: IncomingMessage, res: ServerResponse, callback?: unknown) {
    const url = caching ? frontUrlOf(req, ["GET", "HEAD"]) : null
    if (!url) return handle.call(this, req, res, callback)
    storedAnswerFor(url, hasToken(req)).then(
      (answer) => (answer && !res.headersSent ? sendFront(req, res, answer) : handle.call(this, req, res, callback)),
      () => handle.call(this, req, res, callback)
    )
  }
}
