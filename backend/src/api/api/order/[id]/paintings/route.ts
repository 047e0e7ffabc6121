import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { findOrderFor } from "../../../../../commerce/orders/list-orders"
import { orderPaintings, paintingsWithCleanFiles } from "../../../../../commerce/orders/order-paintings"
import { requireAccount } from "../../../../utils/account-context"
import { presentPaintings } from "../../../../utils/present-painting"

/**
 * GET /api/order/{uuid}/paintings (owner or admin): the paintings the order bought, as
 * they are now (the order's cartStamp keeps them as they were). Linked ones, plus any the
 * stamp names whose link is still missing. Clean images (signed links) while the order stands,
 * and always for admins (see order-paintings.ts).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const order = await findOrderFor(req.scope, account, req.params.id)
  const records = await orderPaintings(req.scope, order)
  const clean = await paintingsWithCleanFiles(
    req.scope,
    order,
    account,
    records.map((p) => p.id)
  )
  res.json({
    paintings: await presentPaintings(
      req.scope,
      records,
      (p) => clean.has(p.id),
      (p) => clean.has(p.id)
    ),
  })
}
