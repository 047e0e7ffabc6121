/**
 * The Medusa admin user behind an /admin/petshop call. Medusa authenticates /admin/* itself
 * (session, bearer or API key) before our routes run; these helpers only read the result.
 */
import type { AuthenticatedMedusaRequest, MedusaRequest } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { loadOrder } from "../../commerce/orders/cart-stamp"
import { ORDER_NOT_FOUND } from "../../commerce/orders/list-orders"
import { ORDER_FIELDS, type OrderRecord } from "../../commerce/orders/order-records"
import { ApiError } from "./api-error"

/** Who did it, as stored in prepared_by and similar fields: `user:<id>` tells staff from shop accounts. */
export function staffActor(req: MedusaRequest): string | null {
  const id = (req as AuthenticatedMedusaRequest).auth_context?.actor_id
  return id ? `user:${id}` : null
}

/** Any placed order (staff see every order); drafts and unknown ids answer 404. */
export async function findOrderForStaff(container: MedusaContainer, id: string): Promise<OrderRecord> {
  const order = await loadOrder(container, id, ORDER_FIELDS)
  if (!order || order.status === "draft") throw ApiError.notFound(ORDER_NOT_FOUND)
  return order
}
