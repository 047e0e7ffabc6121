/**
 * The cart of the calling account: found (or planned, for the workflow that makes it) and
 * presented. Routes stay thin by going through here.
 */
import type { CreateAddressDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { loadAccountAddresses } from "../account-addresses"
import { cartPlaceFor, regionForCountry, type CartPlace } from "./cart-place"
import { findAccountCartId } from "./find-account-cart"
import { loadOpenCart, type LoadedCart } from "./load-cart"
import { presentCart } from "./present-cart"
import { loadShippingOptions, pricedShippingOptions, type PricedShippingOption, type ProfileOption } from "./shipping-quote"
import { voucherStates } from "./sync-account-cart"

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

export type NewCartInput = {
  region_id: string
  currency_code: string
  sales_channel_id: string
  customer_id: string
  email?: string
  shipping_address: CreateAddressDTO
  billing_address: CreateAddressDTO
}

/**
 * The account's open cart, or what Medusa's createCartWorkflow needs to make one in its
 * shipping country's region when it has none (workflows/cart/open-account-cart.ts makes it).
 */
export async function planAccountCart(
  container: MedusaContainer,
  owner: CartOwner
): Promise<{ cartId: string; create: null } | { cartId: null; create: NewCartInput }> {
  const existing = await findAccountCartId(container, owner.customerId)
  if (existing) return { cartId: existing, create: null }
  return { cartId: null, create: await newCartInput(container, owner) }
}

/** The account's open cart as read for a line write (load-cart.ts), or what to make it with when it has none. */
export async function openCartOrPlan(
  container: MedusaContainer,
  owner: CartOwner
): Promise<{ cart: LoadedCart; create: null } | { cart: null; create: NewCartInput }> {
  const cart = await loadOpenCart(container, owner.customerId)
  if (cart) return { cart, create: null }
  return { cart: null, create: await newCartInput(container, owner) }
}

async function newCartInput(container: MedusaContainer, owner: CartOwner): Promise<NewCartInput> {
  const place = await placeOfAccount(container, owner.id)
  const region = await regionForCountry(container, place.shipping.country_code)
  if (!region) throw new Error(`No region sells in ${place.shipping.country_code}; run the seed`)
  const email = await customerEmail(container, owner.customerId)
  return {
    region_id: region.id,
    currency_code: region.currency_code,
    sales_channel_id: await defaultSalesChannelId(container),
    customer_id: owner.customerId,
    ...(email ? { email } : {}),
    shipping_address: place.shipping as unknown as CreateAddressDTO,
    billing_address: place.billing as unknown as CreateAddressDTO,
  }
}

/**
 * The spec cart of an account as it stands: a read, never a write. The writes that change
 * what the cart's total depends on bring it in line first (workflows/cart/sync-account-cart.ts);
 * what is loaded once here (the account's place, the cart, the shop's shipping options) is
 * passed down. The priced shipping options come from the cached quote, or from Medusa's
 * pricing (which only reads) when the quote is stale.
 */
export async function accountCartView(container: MedusaContainer, owner: CartOwner) {
  const [place, cart, options] = await Promise.all([
    placeOfAccount(container, owner.id),
    loadOpenCart(container, owner.customerId),
    loadShippingOptions(container),
  ])
  return accountCartViewOf(container, owner, { cart, place, options })
}

/**
 * The spec cart from what a caller has just read (a cart write that read the cart after its
 * last write), without reading the cart, the account's place and the shipping options again,
 * nor pricing the options again when the caller priced them for this cart.
 */
export async function accountCartViewOf(
  container: MedusaContainer,
  owner: CartOwner,
  seen: { cart: LoadedCart | null; place: CartPlace; options: ProfileOption[]; shippingOptions?: PricedShippingOption[] | null }
) {
  const { cart, place, options } = seen
  if (!cart) return presentCart(container, owner.id, { cart: null, shippingOptions: [], vouchers: [] }, place, options)
  const [shippingOptions, vouchers] = await Promise.all([
    seen.shippingOptions ?? (cart.items.length ? pricedShippingOptions(container, cart, options) : Promise.resolve([])),
    voucherStates(container, cart),
  ])
  return presentCart(container, owner.id, { cart, shippingOptions, vouchers }, place, options)
}
