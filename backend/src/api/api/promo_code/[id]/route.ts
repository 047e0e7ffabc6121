import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deletePromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { findVoucherById } from "../../../../commerce/promo-codes/find-voucher"
import { updateVoucher } from "../../../../commerce/promo-codes/save-voucher"
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
  const promoCode = await updateVoucher(req.scope, req.params.id, req.validatedBody)
  res.json({ promoCode, message: "Gift voucher updated." })
}

/** DELETE /api/promo_code/{id} (admin): carts that had it lose the discount on their next look. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const voucher = await existing(req)
  await deletePromotionsWorkflow(req.scope).run({ input: { ids: [voucher.id] } })
  res.json({ id: voucher.id, message: "Gift voucher deleted." })
}
