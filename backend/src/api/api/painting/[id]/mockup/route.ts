import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { planPaintingMockup, readPaintingMockup } from "../../../../../paintings/mockups/read-painting-mockup"
import type { MockupQueryRequest } from "../../../../route-middlewares/room-mockups"
import { isAnonymous } from "../../../../utils/public-answer"

/** A browser or CDN keeps a mockup a minute, then asks again with its ETag (a new preview changes it). */
const MAX_AGE = 60
const STALE_WHILE_REVALIDATE = 600

/**
 * GET /api/painting/{id}/mockup?variant&room&width&format: the painting hanging in a room as the
 * product variant, to scale (issue 24), for anyone who may see the painting (its link), drawn
 * from the watermarked preview only. X-Mockup-Cache says whether the shared cache had it.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const q = (req as MockupQueryRequest).mockupQuery
  const plan = await planPaintingMockup(req.scope, {
    paintingId: req.params.id,
    variantId: q.variant,
    room: q.room,
    width: q.width,
    format: q.format,
  })
  // As the cached public reads: only an answer to a caller without a token may be kept by a shared cache.
  const scope = isAnonymous(req) ? "public" : "private"
  res.setHeader("Cache-Control", `${scope}, max-age=${MAX_AGE}, stale-while-revalidate=${STALE_WHILE_REVALIDATE}`)
  res.vary("Authorization")
  res.setHeader("ETag", plan.etag)
  if (req.fresh) {
    res.status(304).end()
    return
  }
  const mockup = await readPaintingMockup(req.scope, plan)
  res.setHeader("X-Mockup-Cache", mockup.cached ? "hit" : "miss")
  res.setHeader("Content-Type", mockup.contentType)
  res.setHeader("Content-Length", mockup.image.length)
  res.end(mockup.image)
}
