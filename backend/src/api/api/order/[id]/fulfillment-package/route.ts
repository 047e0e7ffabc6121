import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listProofs, loadPackage } from "../../../../../commerce/fulfillment/fulfilment-records"
import { streamPackageZip } from "../../../../../commerce/fulfillment/zip-package"
import { findOrderFor } from "../../../../../commerce/orders/list-orders"
import { requireAdmin } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"

/** GET /api/order/{uuid}/fulfillment-package (admin): the package as a zip download, streamed. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const order = await findOrderFor(req.scope, admin, req.params.id)
  const found = await loadPackage(req.scope, order.id)
  if (!found) throw ApiError.notFound("This order has no fulfilment package yet; prepare it with init-fulfillment.")
  const proofs = await listProofs(req.scope, order.id)
  res.setHeader("content-type", "application/zip")
  res.setHeader("content-disposition", `attachment; filename="order-${order.display_id}-fulfilment.zip"`)
  res.setHeader("cache-control", "no-store")
  await streamPackageZip(req.scope, res, found.pkg, found.items, proofs)
}
