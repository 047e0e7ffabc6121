import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { bulkCreatePaintingsWorkflow } from "../../../../workflows/painting/bulk-create-paintings"
import { requireAdmin } from "../../../utils/account-context"
import { clientAddress } from "../../../utils/client-address"
import { presentOnePainting, type PaintingRecord } from "../../../utils/present-painting"
import type { BulkCreateBody } from "../../../validators/painting"

/**
 * POST /api/paintings/bulk_create {photosIds, stylesIds} (admin): one painting per photo
 * and style, all queued at once, by the bulk-create-paintings workflow. Photos that cannot
 * be painted and unknown styles are skipped and listed with the reason.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const { photosIds, stylesIds } = (req as MedusaRequest & { validatedBody: BulkCreateBody }).validatedBody
  const { result } = await bulkCreatePaintingsWorkflow(req.scope).run({
    input: {
      // The workflow reads who asks, never the session.
      account: { id: admin.id, customerId: admin.customerId, isAdmin: admin.isAdmin },
      photosIds,
      stylesIds,
      clientAddress: clientAddress(req),
    },
  })
  const paintings = []
  for (const painting of result.paintings) {
    paintings.push(await presentOnePainting(req.scope, painting as unknown as PaintingRecord, true))
  }
  res.status(201).json({ paintings, skipped: result.refused })
}
