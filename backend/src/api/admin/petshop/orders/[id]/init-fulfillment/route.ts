import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { initFulfillmentWorkflow } from "../../../../../../workflows/fulfillment/init-fulfillment"
import { presentOrderPaintings } from "../../../../../utils/present-order-paintings"
import { findOrderForStaff } from "../../../../../../commerce/orders/find-order-for-staff"
import { staffActor } from "../../../../../utils/staff-context"

/**
 * POST /admin/petshop/orders/{id}/init-fulfillment: the same print-ready package as the shop's
 * /api call (the workflow checks, then makes it), prepared by the Medusa admin user.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const order = await findOrderForStaff(req.scope, req.params.id)
  const by = staffActor(req)
  await initFulfillmentWorkflow(req.scope).run({ input: { order, by } })
  res.status(201).json({ message: "Fulfilment package ready.", ...(await presentOrderPaintings(req.scope, order)) })
}
