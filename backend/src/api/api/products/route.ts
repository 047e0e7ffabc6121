import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CATALOGUE_TAGS } from "../../../cache/cache-tags"
import { listShopProducts } from "../../../commerce/products/list-products"
import { presentProduct } from "../../../commerce/products/present-product"
import { sendCachedRead } from "../../utils/public-answer"
import { parseQuery } from "../../utils/validate"
import { listProductsQuery, productFiltersFromQuery, requestedCurrency } from "../../validators/products"

/**
 * GET /api/products?type&aspectRatio|width&height&category&currency|country: the
 * published catalogue, canvases then posters, smallest first, priced in the asked currency.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const q = parseQuery(listProductsQuery, req.query)
  const currency = requestedCurrency(q)
  const filters = productFiltersFromQuery(q)
  const key = `api:products:${JSON.stringify([filters.type, filters.aspectRatio, filters.category, currency])}`
  await sendCachedRead(
    req,
    res,
    { key, tags: CATALOGUE_TAGS, query: q },
    async () => {
      const products = await listShopProducts(req.scope, filters)
      return { products: products.map((p) => presentProduct(p, currency)), count: products.length, currency }
    },
    { sameForEveryCaller: true }
  )
}
