import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listTagsWithCounts } from "../../../content/painting-tags"

/** GET /api/tags (admin): every tag with the number of paintings carrying it, by name. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const tags = await listTagsWithCounts(req.scope)
  res.json({ tags, count: tags.length })
}
