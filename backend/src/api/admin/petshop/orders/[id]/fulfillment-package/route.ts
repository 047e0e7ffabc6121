import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listProofs, loadPackage } from "../../../../../../commerce/fulfillment/fulfilment-records"
import { streamPackageZip } from "../../../../../../commerce/fulfillment/zip-package"
import { ApiError } from "../../../../../utils/api-error"
import { findOrderForStaff } from "../../../../../utils/staff-context"

/** GET /admin/petshop/orders/{id}/fulfillment-package: the package zip, for a plain link in the admin (session cookie). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const order = await findOrderForStaff(req.scope, req.params.id)
  const found = await loadPackage(req.scope, order.id)
  if (!found) throw ApiError.notFound("This order has no fulfilment package yet; prepare it with init-fulfillment.")
  const proofs = await listProofs(req.scope, order.id)
  res.setHeader("content-type", "application/zip")
  res.setHeader("content-disposition", `attachment; filename="order-${order.display_id}-fulfilment.zip"`)
  res.setHeader("cache-control", "no-store")
  await streamPackageZip(req.scope, res, found.pkg, found.items, proofs)
}
