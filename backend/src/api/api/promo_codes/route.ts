import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listVouchers } from "../../../commerce/promo-codes/find-voucher"
import { parseQuery } from "../../utils/validate"
import { listPromoCodesQuery } from "../../validators/promo-code"

/** GET /api/promo_codes (admin): every gift voucher, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { page, perPage } = parseQuery(listPromoCodesQuery, req.query)
  const { vouchers, count } = await listVouchers(req.scope, { skip: (page - 1) * perPage, take: perPage })
  res.json({ promoCodes: vouchers, count, page, perPage })
}
