import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { assertCanPaint } from "../../../painting-rules/assert-can-paint"
import { requireAccount } from "../../utils/account-context"
import { clientAddress } from "../../utils/client-address"
import { startPainting } from "../../utils/start-painting"
import type { CreatePaintingBody } from "../../validators/painting"

/**
 * POST /api/painting {photoId, styleId, signature}: starts painting a photo in a style. A
 * photo whose analysis failed answers 422 on `photo` with the reason (412 NOT_ANALYZED is
 * for a photo still being analysed); a used-up painting quota 429.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const body = (req as MedusaRequest & { validatedBody: CreatePaintingBody }).validatedBody
  const { photo, style } = await assertCanPaint(req.scope, account, body)
  res
    .status(201)
    .json(await startPainting(req.scope, account, photo, style, { signature: body.signature, clientAddress: clientAddress(req) }))
}
