import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listShopProducts } from "../../../commerce/products/list-products"
import { aspectRatioKey } from "../../../commerce/products/product-records"
import { presentProduct } from "../../../commerce/products/present-product"
import { parseQuery } from "../../utils/validate"
import { listProductsQuery, requestedCurrency } from "../../validators/products"

/**
 * GET /api/products?type&aspectRatio|width&height&category&currency|country: the
 * published catalogue, canvases then posters, smallest first, priced in the asked currency.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const q = parseQuery(listProductsQuery, req.query)
  const currency = requestedCurrency(q)
  const products = await listShopProducts(req.scope, {
    type: q.type,
    category: q.category,
    aspectRatio: q.width && q.height ? aspectRatioKey(q.width, q.height) : q.aspectRatio && Number(q.aspectRatio).toFixed(2),
  })
  res.json({ products: products.map((p) => presentProduct(p, currency)), count: products.length, currency })
}
