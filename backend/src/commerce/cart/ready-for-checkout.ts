/**
 * What must hold before a shopper is sent to pay: a registered account, a complete shipping
 * (and billing) address, items in the cart and a shipping option for them.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { accountAddressesSchema } from "../address-input"
import { DomainError } from "../../lib/errors"
import { loadAccountAddresses } from "../account-addresses"
import { accountCartViewOf, placeOfAccount, type CartOwner } from "./account-cart"
import type { CartPlace } from "./cart-place"
import { loadOpenCart, type LoadedCart } from "./load-cart"
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
  const [read, options] = await Promise.all([
    seen ??
      Promise.all([placeOfAccount(container, owner.id), loadOpenCart(container, owner.customerId)]).then(([place, cart]) => ({
        place,
        cart,
      })),
    loadShippingOptions(container),
  ])
  const cart = await accountCartViewOf(container, owner, { ...read, options })
  if (!cart.id || !read.cart || !cart.items.length) throw DomainError.invalid("cart", "Your cart is currently empty.")
  if (cart.cantShipTo) throw DomainError.invalid("shipping.country", cart.cantShipTo)
  // `loaded`: the Medusa cart this view was made from, which checkout charges for.
  return { ...cart, id: cart.id, loaded: read.cart }
}
