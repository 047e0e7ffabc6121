/**
 * What must hold before a shopper is sent to pay: a registered account, a complete shipping
 * (and billing) address, items in the cart and a shipping option for them.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { accountAddressesSchema } from "../address-input"
import { DomainError } from "../../lib/errors"
import { loadAccountAddresses } from "../account-addresses"
import { accountCartView, accountCartViewOf, type CartOwner } from "./account-cart"
import type { CartPlace } from "./cart-place"
import type { LoadedCart } from "./load-cart"
import { loadShippingOptions } from "./shipping-quote"

/** `seen`: the open cart and the account's place as the caller has just read them (a sync that wrote nothing). */
export async function readyCartForCheckout(
  container: MedusaContainer,
  owner: CartOwner,
  seen?: { cart: LoadedCart; place: CartPlace } | null
) {
  const addresses = await loadAccountAddresses(container, owner.id)
  const checked = accountAddressesSchema.safeParse(addresses)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    throw DomainError.invalid(issue.path.join("."), issue.message)
  }
  const cart = seen
    ? await accountCartViewOf(container, owner, { ...seen, options: await loadShippingOptions(container) })
    : await accountCartView(container, owner)
  if (!cart.id || !cart.items.length) throw DomainError.invalid("cart", "Your cart is currently empty.")
  if (cart.cantShipTo) throw DomainError.invalid("shipping.country", cart.cantShipTo)
  return { ...cart, id: cart.id }
}
