import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { placeOfAccount } from "../../../commerce/cart/account-cart"
import type { CartPlace } from "../../../commerce/cart/cart-place"
import { loadOpenCart, type LoadedCart } from "../../../commerce/cart/load-cart"
import { planCartPlace, type PlacePlan } from "../../../commerce/cart/sync-account-cart"

export type CartOwnerInput = { account_id: string; customer_id: string }
/** The sync may be asked by account only (an account's addresses changed). */
export type SyncOwnerInput = {
  account_id: string
  customer_id?: string | null
  /** A line was added, changed or removed: the vouchers' discount is worked out again. */
  lines_changed?: boolean
  /** The account's open cart as the caller has just read it, so the sync need not read it again. */
  cart?: LoadedCart | null
}

async function customerOfAccount(container: MedusaContainer, accountId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "account", fields: ["customer.id"], filters: { id: accountId } })
  return (data[0] as { customer?: { id?: string } | null } | undefined)?.customer?.id ?? null
}
export type CartPlacePlan = PlacePlan & {
  cartId: string | null
  /** The cart and the account's place as read here, for the plan steps after it while nothing wrote to the cart. */
  cart: LoadedCart | null
  place: CartPlace | null
}

/** Which open cart to sync, and whether its region or addresses differ from the account's (reads only). */
export const planCartPlaceStep = createStep("plan-cart-place", async (input: SyncOwnerInput, { container }) => {
  const customerId = input.customer_id ?? (await customerOfAccount(container, input.account_id))
  const [place, cart] = await Promise.all([
    placeOfAccount(container, input.account_id),
    input.cart ?? (customerId ? loadOpenCart(container, customerId) : Promise.resolve(null)),
  ])
  if (!cart) return new StepResponse<CartPlacePlan>({ cartId: null, regionId: null, address: null, cart: null, place })
  return new StepResponse<CartPlacePlan>({ cartId: cart.id, ...(await planCartPlace(container, cart, place)), cart, place })
})
