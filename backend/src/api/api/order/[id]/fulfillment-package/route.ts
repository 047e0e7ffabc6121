import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendPackageZip } from "../../../../utils/send-package-zip"
import { findOrderFor } from "../../../../../commerce/orders/list-orders"
import { requireAdmin } from "../../../../utils/account-context"

/** GET /api/order/{uuid}/fulfillment-package (admin): the package as a zip download, streamed. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const admin = requireAdmin(req)
  const order = await findOrderFor(req.scope, admin, req.params.id)
  await sendPackageZip(req.scope, res, order)
}
