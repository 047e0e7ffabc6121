import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CATALOGUE_TAGS } from "../../../cache/cache-tags"
import { listShopProducts } from "../../../commerce/products/list-products"
import { presentMedium } from "../../../commerce/products/present-product"
import { sendCachedRead } from "../../utils/public-answer"
import { parseQuery } from "../../utils/validate"
import { listProductsQuery, productFiltersFromQuery, requestedCurrency } from "../../validators/products"

/** GET /api/mediums (same filters as /api/products): every purchasable variant, product by product. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const q = parseQuery(listProductsQuery, req.query)
  const currency = requestedCurrency(q)
  const filters = productFiltersFromQuery(q)
  const key = `api:mediums:${JSON.stringify([filters.type, filters.aspectRatio, filters.category, currency])}`
  await sendCachedRead(
    req,
    res,
    { key, tags: CATALOGUE_TAGS, query: q },
    async () => {
      const products = await listShopProducts(req.scope, filters)
      const mediums = products.flatMap((p) => (p.variants ?? []).filter(Boolean).map((v) => presentMedium(v!, p, currency)))
      return { mediums, count: mediums.length, currency }
    },
    { sameForEveryCaller: true }
  )
}
