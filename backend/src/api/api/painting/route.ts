import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { startPaintingWorkflow } from "../../../workflows/painting/start-painting"
import { requireAccount } from "../../utils/account-context"
import { clientAddress } from "../../utils/client-address"
import { presentOnePainting, type PaintingRecord } from "../../utils/present-painting"
import type { CreatePaintingBody } from "../../validators/painting"

/**
 * POST /api/painting {photoId, styleId, signature, crop?}: starts painting a photo in a style,
 * framed by the shopper's crop (fractions of the photo) or else the proposed composition. A
 * photo whose analysis failed answers 422 on `photo` with the reason (412 NOT_ANALYZED is
 * for a photo still being analysed); a used-up painting quota 429.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const body = (req as MedusaRequest & { validatedBody: CreatePaintingBody }).validatedBody
  const { result } = await startPaintingWorkflow(req.scope).run({
    input: {
      account: {
        id: account.id,
        customerId: account.customerId,
        isTemp: account.isTemp,
        isVerified: account.isVerified,
        isAdmin: account.isAdmin,
      },
      photoId: body.photoId,
      styleId: body.styleId,
      signature: body.signature,
      crop: body.crop,
      clientAddress: clientAddress(req),
    },
  })
  res.status(201).json(await presentOnePainting(req.scope, result.painting as unknown as PaintingRecord, true))
}
