import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { findVoucherById } from "../../../../commerce/promo-codes/find-voucher"
import { updatePromoCodeWorkflow } from "../../../../workflows/promo-code/update-promo-code"
import { deletePromoCodeWorkflow } from "../../../../workflows/promo-code/delete-promo-code"
import { requireAdmin } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import type { UpdatePromoCodeBody } from "../../../validators/promo-code"

async function existing(req: MedusaRequest) {
  const voucher = await findVoucherById(req.scope, req.params.id)
  if (!voucher) throw ApiError.notFound("Gift voucher not found.")
  return voucher
}

/** GET /api/promo_code/{id} (admin). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  res.json({ promoCode: await existing(req) })
}

/** PATCH /api/promo_code/{id} (admin): code, discount, product, framing, minimum quantity. */
export async function PATCH(req: MedusaRequest<UpdatePromoCodeBody>, res: MedusaResponse) {
  await updatePromoCodeWorkflow(req.scope).run({ input: { id: req.params.id, changes: req.validatedBody } })
  const promoCode = await findVoucherById(req.scope, req.params.id)
  res.json({ promoCode, message: "Gift voucher updated." })
}

/** DELETE /api/promo_code/{id} (admin): open carts that had it lose the discount right away. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const voucher = await existing(req)
  await deletePromoCodeWorkflow(req.scope).run({ input: { id: voucher.id } })
  res.json({ id: voucher.id, message: "Gift voucher deleted." })
}
