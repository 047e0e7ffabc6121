/**
 * The cart of the calling account: found or made, synced with the shop's rules, presented.
 * Routes stay thin by going through here.
 */
import type { CreateAddressDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createCartWorkflow } from "@medusajs/medusa/core-flows"
import { loadAccountAddresses } from "../account-addresses"
import { cartPlaceFor, regionForCountry, type CartPlace } from "./cart-place"
import { findAccountCartId } from "./find-account-cart"
import { loadOpenCart } from "./load-cart"
import { presentCart } from "./present-cart"
import { loadShippingOptions } from "./shipping-quote"
import { syncAccountCart } from "./sync-account-cart"

export type CartOwner = { id: string; customerId: string }

async function customerEmail(container: MedusaContainer, customerId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "customer", fields: ["email"], filters: { id: customerId } })
  return (data[0] as { email?: string | null } | undefined)?.email ?? null
}

export async function placeOfAccount(container: MedusaContainer, accountId: string): Promise<CartPlace> {
  return cartPlaceFor(await loadAccountAddresses(container, accountId))
}

async function defaultSalesChannelId(container: MedusaContainer): Promise<string> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "store", fields: ["default_sales_channel_id"] })
  const id = (data[0] as { default_sales_channel_id?: string } | undefined)?.default_sales_channel_id
  if (!id) throw new Error("The store has no default sales channel; run the seed")
  return id
}

/** The account's open cart, created in its shipping country's region when it has none. */
export async function ensureAccountCart(container: MedusaContainer, owner: CartOwner): Promise<string> {
  const existing = await findAccountCartId(container, owner.customerId)
  if (existing) return existing
  const place = await placeOfAccount(container, owner.id)
  const region = await regionForCountry(container, place.shipping.country_code)
  if (!region) throw new Error(`No region sells in ${place.shipping.country_code}; run the seed`)
  const email = await customerEmail(container, owner.customerId)
  const { result } = await createCartWorkflow(container).run({
    input: {
      region_id: region.id,
      sales_channel_id: await defaultSalesChannelId(container),
      customer_id: owner.customerId,
      ...(email ? { email } : {}),
      shipping_address: place.shipping as unknown as CreateAddressDTO,
      billing_address: place.billing as unknown as CreateAddressDTO,
    },
  })
  return result.id
}

/**
 * The spec cart of an account, after bringing it in line with the rules. What every step
 * needs is loaded once here and passed down: the account's place, the cart (with its
 * customer's e-mail and its region's countries) and the shop's shipping options.
 */
export async function accountCartView(container: MedusaContainer, owner: CartOwner) {
  const [place, cart, options] = await Promise.all([
    placeOfAccount(container, owner.id),
    loadOpenCart(container, owner.customerId),
    loadShippingOptions(container),
  ])
  if (!cart) return presentCart(container, owner.id, { cart: null, shippingOptions: [], vouchers: [] }, place, options)
  const synced = await syncAccountCart(container, cart, place, options)
  return presentCart(container, owner.id, synced, place, options)
}
