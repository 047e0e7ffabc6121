import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listShopProducts } from "../../../commerce/products/list-products"
import { presentProduct } from "../../../commerce/products/present-product"
import { parseQuery } from "../../utils/validate"
import { listProductsQuery, productFiltersFromQuery, requestedCurrency } from "../../validators/products"

/**
 * GET /api/products?type&aspectRatio|width&height&category&currency|country: the
 * published catalogue, canvases then posters, smallest first, priced in the asked currency.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const q = parseQuery(listProductsQuery, req.query)
  const currency = requestedCurrency(q)
  const products = await listShopProducts(req.scope, productFiltersFromQuery(q))
  res.json({ products: products.map((p) => presentProduct(p, currency)), count: products.length, currency })
}
