/**
 * How the cached public reads answer (issue 21): from the shop's cache, and for a caller who
 * sent no token also with Cache-Control and an ETag, so a CDN or the browser can keep the
 * answer and ask again with If-None-Match (304). An answer to a caller with a token is never
 * marked cacheable outside this backend, even when its body is the public one.
 */
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ICachingModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { readThrough, type CacheEntry, type CachedAnswer } from "../../cache/read-through"
import { noteFrontDoorRead } from "./front-door-reads"
import { publicAnswerHeaders } from "./public-answer-headers"

/** Conservative on purpose: any Authorization header makes the answer private. */
export const isAnonymous = (req: MedusaRequest) => !req.headers.authorization

/** Without Express's res.send, which would add its own ETag: nothing marks a private answer as reusable. */
function sendPrivately(res: MedusaResponse, json: string) {
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  res.setHeader("Content-Length", Buffer.byteLength(json))
  res.end(json)
}

function send(req: MedusaRequest, res: MedusaResponse, answer: CachedAnswer) {
  if (isAnonymous(req)) {
    const { Vary, ...headers } = publicAnswerHeaders(answer.etag)
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    // Added to whatever Vary the answer has already.
    res.vary(Vary)
    if (req.fresh) {
      res.status(304).end()
      return
    }
    res.type("application/json").send(answer.json)
    return
  }
  sendPrivately(res, answer.json)
}

/** A read whose answer is the same for every caller: from the cache, else computed and stored. */
/**
 * `sameForEveryCaller`: the route gives this address's answer to every caller, whoever they are
 * (no admin or owner branch for it), so the front door may answer token callers from it too.
 */
export async function sendCachedRead(
  req: MedusaRequest,
  res: MedusaResponse,
  entry: CacheEntry,
  compute: () => Promise<unknown>,
  { sameForEveryCaller = false }: { sameForEveryCaller?: boolean } = {}
) {
  send(req, res, await readThrough(req.scope, entry, compute))
  const caching = req.scope.resolve<ICachingModuleService | undefined>(Modules.CACHING, { allowUnregistered: true })
  // The next read of this address is answered before Medusa's stack (front-door-reads.ts).
  if (caching && (sameForEveryCaller || isAnonymous(req))) noteFrontDoorRead(req, entry, caching, sameForEveryCaller)
}

/** A read that depends on who asks (an admin's drafts, a shopper's own): never cached anywhere. */
export function sendPrivateRead(res: MedusaResponse, body: unknown) {
  sendPrivately(res, JSON.stringify(body))
}

/** A cached public answer given to a caller with a token (the same for them): sent as a private read. */
export function sendCachedAnswerPrivately(res: MedusaResponse, answer: CachedAnswer) {
  sendPrivately(res, answer.json)
}
