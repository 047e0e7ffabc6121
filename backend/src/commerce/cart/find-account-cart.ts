import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** The customer's open cart: the newest one not yet completed into an order. */
export async function findAccountCartId(container: MedusaContainer, customerId: string): Promise<string | null> {
  const carts = container.resolve(Modules.CART)
  const [cart] = await carts.listCarts({ customer_id: customerId, completed_at: null } as never, {
    select: ["id"],
    order: { created_at: "DESC", id: "DESC" },
    take: 1,
  })
  return cart?.id ?? null
}
