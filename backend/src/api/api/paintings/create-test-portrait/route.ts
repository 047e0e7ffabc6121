import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { paintTestPortraitWorkflow } from "../../../../workflows/painting/paint-test-portrait"
import { requireAdmin } from "../../../utils/account-context"
import { clientAddress } from "../../../utils/client-address"
import { presentOnePainting, type PaintingRecord } from "../../../utils/present-painting"
import type { TestPortraitBody } from "../../../validators/painting"

/**
 * POST /api/paintings/create-test-portrait {styleId, photoId?} (admin): paints a style on
 * a photo to try it out, the admin's latest analysed photo unless one is named. The
 * painting is marked as a demo, not a customer's. A named photo meets the rule of every
 * painting: 422 when its analysis failed, 412 NOT_ANALYZED while it is being analysed.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: TestPortraitBody }).validatedBody
  const { result } = await paintTestPortraitWorkflow(req.scope).run({
    input: {
      accountId: admin.id,
      customerId: admin.customerId,
      styleId: body.styleId,
      photoId: body.photoId,
      clientAddress: clientAddress(req),
    },
  })
  res.status(201).json(await presentOnePainting(req.scope, result.painting as unknown as PaintingRecord, true))
}
