import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createVoucher } from "../../../commerce/promo-codes/save-voucher"
import type { CreatePromoCodeBody } from "../../validators/promo-code"

/** POST /api/promo_code (admin): a new gift voucher, also visible as a promotion in the Medusa admin. */
export async function POST(req: MedusaRequest<CreatePromoCodeBody>, res: MedusaResponse) {
  const promoCode = await createVoucher(req.scope, req.validatedBody)
  res.status(201).json({ promoCode, message: "Gift voucher created." })
}
