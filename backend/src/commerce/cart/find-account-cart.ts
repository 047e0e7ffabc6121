import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { META } from "../orders/order-metadata"

/**
 * A cart whose checkout is paid is on its way to becoming an order (commerce/checkout/checkout-paid.ts):
 * it takes no more lines, and the shopper's next add opens a new cart.
 */
export const isPaidCart = (metadata: Record<string, unknown> | null | undefined): boolean => !!metadata?.[META.paidAt]

/** The customer's open cart: the newest one not yet completed into an order, nor paid. */
export async function findAccountCartId(container: MedusaContainer, customerId: string): Promise<string | null> {
  const carts = container.resolve(Modules.CART)
  const [cart] = await carts.listCarts({ customer_id: customerId, completed_at: null } as never, {
    select: ["id", "metadata"],
    order: { created_at: "DESC", id: "DESC" },
    take: 1,
  })
  return cart && !isPaidCart(cart.metadata) ? cart.id : null
}
