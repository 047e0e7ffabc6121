import type { MedusaContainer } from "@medusajs/framework/types"
import { DomainError } from "../../lib/errors"
import { loadOrder } from "./cart-stamp"
import { ORDER_NOT_FOUND } from "./list-orders"
import { ORDER_FIELDS, type OrderRecord } from "./order-records"

/** Any placed order (staff see every order); drafts and unknown ids are not found. */
export async function findOrderForStaff(container: MedusaContainer, id: string): Promise<OrderRecord> {
  const order = await loadOrder(container, id, ORDER_FIELDS)
  if (!order || order.status === "draft") throw DomainError.notFound(ORDER_NOT_FOUND)
  return order
}
