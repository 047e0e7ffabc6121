import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendPackageZip } from "../../../../../utils/send-package-zip"
import { findOrderForStaff } from "../../../../../../commerce/orders/find-order-for-staff"

/** GET /admin/petshop/orders/{id}/fulfillment-package: the package zip, for a plain link in the admin (session cookie). */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const order = await findOrderForStaff(req.scope, req.params.id)
  await sendPackageZip(req.scope, res, order)
}
