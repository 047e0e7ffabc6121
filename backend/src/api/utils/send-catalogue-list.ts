import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CATALOGUE_TAGS } from "../../cache/cache-tags"
import { listShopProducts } from "../../commerce/products/list-products"
import { listProductsQuery, productFiltersFromQuery, requestedCurrency } from "../validators/products"
import { sendCachedRead } from "./public-answer"
import { parseQuery } from "./validate"

type ShopProduct = Awaited<ReturnType<typeof listShopProducts>>[number]

/**
 * GET /api/products and /api/mediums: the published catalogue filtered by the same query,
 * priced in the asked currency, presented by `present`; cached per list, filters and currency,
 * and the same for every caller.
 */
export async function sendCatalogueList(
  req: MedusaRequest,
  res: MedusaResponse,
  list: "products" | "mediums",
  present: (products: ShopProduct[], currency: string) => unknown
) {
  const q = parseQuery(listProductsQuery, req.query)
  const currency = requestedCurrency(q)
  const filters = productFiltersFromQuery(q)
  const key = `api:${list}:${JSON.stringify([filters.type, filters.aspectRatio, filters.category, currency])}`
  await sendCachedRead(
    req,
    res,
    { key, tags: CATALOGUE_TAGS, query: q },
    async () => present(await listShopProducts(req.scope, filters), currency),
    { sameForEveryCaller: true }
  )
}
