/**
 * POST /_revalidate: the backend says which data changed (`{"tags": ["products"]}`, see
 * backend/src/subscribers/revalidate-storefront-pages.ts) and every page drawn from it is
 * re-rendered on its next visit, in every storefront process (the tag versions are in Redis).
 * Protected by a shared secret (PAGE_REVALIDATE_SECRET, compared in constant time); without
 * one the endpoint does not exist and pages refresh on their own schedule only.
 */
import { timingSafeEqual } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import { PAGE_TAGS, REVALIDATE_PAGES_PATH, RevalidatePagesSchema } from "@petshop/contract"
import type { PageStore } from "./page-store"

export const REVALIDATE_PATH = REVALIDATE_PAGES_PATH

const MAX_BODY_BYTES = 4096

function answer(res: ServerResponse, status: number, body: Record<string, unknown>) {
  const json = JSON.stringify(body)
  res.statusCode = status
  res.setHeader("content-type", "application/json; charset=utf-8")
  res.setHeader("cache-control", "no-store")
  res.setHeader("content-length", Buffer.byteLength(json))
  res.end(json)
}

function sameSecret(given: string, secret: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The body, or null when it is larger than the endpoint reads (the rest is read and dropped, so the answer arrives). */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const collect = (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) return chunks.push(chunk)
      req.off("data", collect)
      req.resume()
      resolve(null)
    }
    req.on("data", collect)
    req.on("end", () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)))
    req.on("error", reject)
  })
}

export async function revalidatePages(req: IncomingMessage, res: ServerResponse, store: PageStore | null, secret: string | undefined) {
  if (!secret || !store) return answer(res, 404, { type: "not_found", message: "Page revalidation is not enabled on this storefront." })
  if (req.method !== "POST") {
    res.setHeader("allow", "POST")
    return answer(res, 405, { type: "not_allowed", message: "Use POST." })
  }
  const given = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ""))?.[1] ?? ""
  if (!sameSecret(given, secret)) return answer(res, 401, { type: "unauthorized", message: "A valid revalidation secret is required." })
  const raw = await readBody(req)
  if (!raw) {
    res.setHeader("connection", "close")
    return answer(res, 413, { type: "payload_too_large", message: `The body may have at most ${MAX_BODY_BYTES} bytes.` })
  }
  let json: unknown
  try {
    json = JSON.parse(raw.toString("utf8"))
  } catch {
    return answer(res, 400, { type: "invalid_data", message: "The body must be JSON.", field: null })
  }
  const parsed = RevalidatePagesSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return answer(res, 400, {
      type: "invalid_data",
      message: `tags: ${issue.message}. Known tags: ${PAGE_TAGS.join(", ")}.`,
      field: "tags",
    })
  }
  try {
    await store.revalidate(parsed.data.tags)
  } catch (err) {
    return answer(res, 503, { type: "unavailable", message: `The page cache cannot be reached: ${(err as Error).message}` })
  }
  answer(res, 200, { revalidated: parsed.data.tags })
}
