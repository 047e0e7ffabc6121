import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { presentProduct } from "../../../commerce/products/present-product"
import { sendCatalogueList } from "../../utils/send-catalogue-list"

/**
 * GET /api/products?type&aspectRatio|width&height&category&currency|country: the
 * published catalogue, canvases then posters, smallest first, priced in the asked currency.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  await sendCatalogueList(req, res, "products", (products, currency) => ({
    products: products.map((p) => presentProduct(p, currency)),
    count: products.length,
    currency,
  }))
}
