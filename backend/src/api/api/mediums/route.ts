import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listShopProducts } from "../../../commerce/products/list-products"
import { presentMedium } from "../../../commerce/products/present-product"
import { parseQuery } from "../../utils/validate"
import { listProductsQuery, productFiltersFromQuery, requestedCurrency } from "../../validators/products"

/** GET /api/mediums (same filters as /api/products): every purchasable variant, product by product. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const q = parseQuery(listProductsQuery, req.query)
  const currency = requestedCurrency(q)
  const products = await listShopProducts(req.scope, productFiltersFromQuery(q))
  const mediums = products.flatMap((p) => (p.variants ?? []).filter(Boolean).map((v) => presentMedium(v!, p, currency)))
  res.json({ mediums, count: mediums.length, currency })
}
