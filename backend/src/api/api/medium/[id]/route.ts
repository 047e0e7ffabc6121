import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CATALOGUE_TAGS } from "../../../../cache/cache-tags"
import { findMedium } from "../../../../commerce/products/list-products"
import { presentMedium } from "../../../../commerce/products/present-product"
import { ApiError } from "../../../utils/api-error"
import { sendCachedRead } from "../../../utils/public-answer"
import { parseQuery } from "../../../utils/validate"
import { productCurrencyQuery, requestedCurrency } from "../../../validators/products"

/** GET /api/medium/{id}: one purchasable variant (id = Medusa variant id). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const q = parseQuery(productCurrencyQuery, req.query)
  const currency = requestedCurrency(q)
  await sendCachedRead(
    req,
    res,
    { key: `api:medium:${req.params.id}:${currency}`, tags: CATALOGUE_TAGS, query: q },
    async () => {
      const found = await findMedium(req.scope, req.params.id)
      if (!found) throw ApiError.notFound("Product is currently unavailable.")
      return presentMedium(found.variant, found.product, currency)
    },
    { sameForEveryCaller: true }
  )
}
