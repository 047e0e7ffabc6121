import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { presentMedium } from "../../../commerce/products/present-product"
import { sendCatalogueList } from "../../utils/send-catalogue-list"

/** GET /api/mediums (same filters as /api/products): every purchasable variant, product by product. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  await sendCatalogueList(req, res, "mediums", (products, currency) => {
    const mediums = products.flatMap((p) => (p.variants ?? []).filter(Boolean).map((v) => presentMedium(v!, p, currency)))
    return { mediums, count: mediums.length, currency }
  })
}
