import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { findVoucherById } from "../../../commerce/promo-codes/find-voucher"
import { createPromoCodeWorkflow } from "../../../workflows/promo-code/create-promo-code"
import type { CreatePromoCodeBody } from "../../validators/promo-code"

/** POST /api/promo_code (admin): a new gift voucher, also visible as a promotion in the Medusa admin. */
export async function POST(req: MedusaRequest<CreatePromoCodeBody>, res: MedusaResponse) {
  const { result } = await createPromoCodeWorkflow(req.scope).run({ input: req.validatedBody })
  const promoCode = await findVoucherById(req.scope, result.id)
  res.status(201).json({ promoCode, message: "Gift voucher created." })
}
