/**
 * What an account's cart must be under the shop's rules: region and currency from the
 * shipping country, addresses from the account, gift vouchers applied only while their
 * quantity rule holds, the cheapest common shipping option, and taxes from the billing place.
 * The writes that change a cart bring it in line (workflows/cart/sync-account-cart.ts);
 * showing a cart only reads.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { findVoucherByCode, type Voucher } from "../promo-codes/find-voucher"
import { voucherShortfall } from "../promo-codes/voucher-matching"
import { keepCartMemo, recallCartMemo } from "./cart-memo"
import { regionForCountry, type CartPlace, type MedusaAddress } from "./cart-place"
import { lineHasFrame, type LoadedCart } from "./load-cart"
import { pricedShippingOptions, type PricedShippingOption, type ProfileOption } from "./shipping-quote"

/** Codes the shopper entered, kept even while their rule does not hold so they apply once it does. */
export const VOUCHER_CODES_KEY = "voucher_codes"

const ADDRESS_KEYS: (keyof MedusaAddress)[] = [
  "first_name",
  "last_name",
  "address_1",
  "address_2",
  "city",
  "postal_code",
  "phone",
  "country_code",
  "province",
]

function sameAddress(current: Record<string, string | null> | null, wanted: MedusaAddress): boolean {
  if (!current) return false
  return ADDRESS_KEYS.every((k) => (current[k] ?? null) === (wanted[k] ?? null))
}

/** The terms the cart's discount was last worked out under, to notice a voucher changed since. */
export const VOUCHER_TERMS_KEY = "voucher_terms"

function voucherTerms(vouchers: Voucher[]): string {
  return vouchers
    .map((v) => [v.code, v.discount, v.product ?? "", v.productHasFrame ?? "", v.minProductQuantity].join(":"))
    .sort()
    .join("|")
}

export function rememberedVoucherCodes(cart: Pick<LoadedCart, "metadata">): string[] {
  const codes = cart.metadata?.[VOUCHER_CODES_KEY]
  return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === "string") : []
}

export type VoucherState = { voucher: Voucher; applied: boolean; reason: string | null }

export async function voucherStates(container: MedusaContainer, cart: LoadedCart): Promise<VoucherState[]> {
  const lines = cart.items.map((i) => ({ productId: i.product_id, hasFrame: lineHasFrame(i), quantity: i.quantity }))
  const states: VoucherState[] = []
  for (const code of rememberedVoucherCodes(cart)) {
    const voucher = await findVoucherByCode(container, code)
    if (!voucher) continue
    const reason = voucher.status !== "active" ? "This gift voucher is no longer valid." : voucherShortfall(lines, voucher)
    states.push({ voucher, applied: reason === null, reason })
  }
  return states
}

export type { PricedShippingOption }
export type SyncedCart = { cart: LoadedCart; shippingOptions: PricedShippingOption[]; vouchers: VoucherState[] }

/*
 * The sync is planned here and carried out by workflows/cart/sync-account-cart.ts: each plan
 * compares the cart with what it should be and names only what differs, so a cart nobody
 * changed needs no write. The plans only read.
 */

export type CartAddressUpdate = { shipping_address: MedusaAddress; billing_address: MedusaAddress; email?: string }
export type PlacePlan = { regionId: string | null; address: CartAddressUpdate | null }

/**
 * 1. Currency follows the shipping country: the cart moves to that country's region (a cart
 * already in a region selling there needs no look-up). Medusa resets the address to the new
 * region's country when the region changes, so the move comes first and the addresses after.
 */
export async function planCartPlace(container: MedusaContainer, cart: LoadedCart, place: CartPlace): Promise<PlacePlan> {
  const inRegion = (cart.region?.countries ?? []).some((c) => c?.iso_2 === place.shipping.country_code)
  const region = inRegion ? null : await regionForCountry(container, place.shipping.country_code)
  const regionId = region && region.id !== cart.region_id ? region.id : null
  const email = cart.customer?.email ?? null
  const differs =
    !!regionId ||
    !sameAddress(cart.shipping_address, place.shipping) ||
    !sameAddress(cart.billing_address, place.billing) ||
    (!!email && email !== cart.email)
  // Nulls clear fields the shopper emptied.
  const address = differs ? { shipping_address: place.shipping, billing_address: place.billing, ...(email ? { email } : {}) } : null
  return { regionId, address }
}

export type VoucherPlan = { stale: boolean; promoCodes: string[]; metadata: Record<string, unknown> }

/**
 * 2. Gift vouchers apply only while their quantity and framing rule holds, with their terms
 * as they are now: a voucher changed or deleted since the cart's discount was worked out
 * leaves stale adjustments, which are worked out again.
 */
export async function planCartVouchers(container: MedusaContainer, cart: LoadedCart, linesChanged = false): Promise<VoucherPlan> {
  const vouchers = await voucherStates(container, cart)
  const applied = vouchers.filter((s) => s.applied).map((s) => s.voucher)
  const wanted = applied.map((v) => v.code).sort()
  const current = cart.promotions.map((p) => p.code).sort()
  const terms = voucherTerms(applied)
  const adjustedBy = cart.items.flatMap((i) => (i.adjustments ?? []).map((a) => a?.code)).filter((c): c is string => !!c)
  // A line change moves the discount's amounts (Medusa spreads it by the lines): worked out again.
  const stale =
    (linesChanged && (wanted.length > 0 || current.length > 0)) ||
    wanted.join() !== current.join() ||
    adjustedBy.some((code) => !wanted.includes(code)) ||
    (wanted.length > 0 && cart.metadata?.[VOUCHER_TERMS_KEY] !== terms)
  return { stale, promoCodes: wanted, metadata: { ...(cart.metadata ?? {}), [VOUCHER_TERMS_KEY]: terms } }
}

/**
 * `lean`: the cheapest option, priced, when the shop's own step may set it (shipping-method.ts):
 * the cart has no voucher, whose discount on shipping only Medusa's workflow works out.
 */
export type ShippingPlan = { addOptionId: string | null; removeMethodIds: string[]; lean?: PricedShippingOption | null }

/**
 * 3. The cheapest shipping option that serves every item at this address; none where nothing
 * ships. `priced`: the cart's priced options when the caller has them already.
 */
export async function planCartShipping(
  container: MedusaContainer,
  cart: LoadedCart,
  shopOptions: ProfileOption[],
  priced?: PricedShippingOption[]
): Promise<ShippingPlan> {
  const none: ShippingPlan = { addOptionId: null, removeMethodIds: [] }
  const all = cart.shipping_methods.map((m) => m.id)
  if (!cart.items.length) return { ...none, removeMethodIds: all }
  const cheapest = (priced ?? (await pricedShippingOptions(container, cart, shopOptions)))[0]
  // Nothing ships there: no stale shipping price in the total.
  if (!cheapest) return { ...none, removeMethodIds: all }
  const method = cart.shipping_methods[0]
  const same = cart.shipping_methods.length === 1 && method.shipping_option_id === cheapest.id && method.amount === Number(cheapest.amount)
  if (same) return none
  const lean = !cart.promotions.length && !rememberedVoucherCodes(cart).length && cheapest.is_tax_inclusive !== undefined
  return { addOptionId: cheapest.id, removeMethodIds: [], lean: lean ? cheapest : null }
}

export type TaxPlan = { input: { cart_id: string; cart?: never; force_tax_calculation?: boolean } | null; forBilling: boolean }

/**
 * What a line change moved, when only the shipping method did: the cheapest option to set, priced
 * (`add`), or the methods to take off (nothing left to ship, or nothing ships there).
 */
export type ShippingOnlyChange = { add: PricedShippingOption | null; removeMethodIds: string[] }

export type LineChangeCheck =
  | { inLine: true; shippingOptions: PricedShippingOption[] }
  | { inLine: false; shippingOnly: ShippingOnlyChange; shippingOptions: PricedShippingOption[] }
  | { inLine: false; shippingOnly: null }

/**
 * After a line was added, changed or removed: whether the cart is in line as it is (no voucher
 * whose discount must be worked out again, the same shipping method and price, tax lines that
 * still hold), so the full sync and its reads can be skipped. Only reads. When in line, the
 * cart's priced shipping options come back too, for showing the cart without pricing them again.
 *
 * The first line into an empty cart and the last line out of it move only the shipping method.
 * That is `shippingOnly`, which the shop's own shipping write does as the sync would, when
 * nothing after the write re-taxes. Vouchers and billing-place taxes depend on the method, so
 * they keep the full sync.
 */
export async function inLineAfterLineChange(
  container: MedusaContainer,
  cart: LoadedCart,
  place: CartPlace,
  options: ProfileOption[]
): Promise<LineChangeCheck> {
  if (cart.promotions.length || rememberedVoucherCodes(cart).length) return { inLine: false, shippingOnly: null }
  const shippingOptions = cart.items.length ? await pricedShippingOptions(container, cart, options) : []
  const shipping = await planCartShipping(container, cart, options, shippingOptions)
  const moves = !!shipping.addOptionId || shipping.removeMethodIds.length > 0
  if (!moves) {
    if ((await planCartTaxes(container, cart, place, false)).input) return { inLine: false, shippingOnly: null }
    return { inLine: true, shippingOptions }
  }
  // Without a billing place of its own, a cart keeps Medusa's tax lines: nothing re-taxes after the write.
  if (place.billingTaxesDiffer) return { inLine: false, shippingOnly: null }
  if (shipping.addOptionId) {
    return shipping.lean
      ? { inLine: false, shippingOnly: { add: shipping.lean, removeMethodIds: [] }, shippingOptions }
      : { inLine: false, shippingOnly: null }
  }
  return { inLine: false, shippingOnly: { add: null, removeMethodIds: shipping.removeMethodIds }, shippingOptions }
}

/** The cart with one line's new quantity (0: without it), as the write left it. */
export function withLineQuantity(cart: LoadedCart, lineId: string, quantity: number): LoadedCart {
  const items = quantity > 0 ? cart.items.map((i) => (i.id === lineId ? { ...i, quantity } : i)) : cart.items.filter((i) => i.id !== lineId)
  return { ...cart, items }
}

/** A checkout was started for the cart: its payment collection must follow the new total. */
export async function cartHasPaymentCollection(container: MedusaContainer, cartId: string): Promise<boolean> {
  const query = container.resolve("query")
  const { data } = await query.graph({ entity: "cart_payment_collection", fields: ["payment_collection_id"], filters: { cart_id: cartId } })
  return data.length > 0
}

/**
 * 4. Taxes from the billing place. Medusa taxes by the shipping address (and re-taxes on
 * every cart change), so while the two differ the tax lines are recomputed with the billing
 * place as the tax address whenever Medusa has re-taxed since we last did. A region move
 * re-taxes the items before the new address is on the cart, so it re-taxes once more.
 */
export async function planCartTaxes(
  container: MedusaContainer,
  cart: LoadedCart,
  place: CartPlace,
  placeChanged: boolean
): Promise<TaxPlan> {
  if (!cart.items.length) return { input: null, forBilling: false }
  if (place.billingTaxesDiffer) {
    if (await taxedForBilling(container, cart, place)) return { input: null, forBilling: false }
    return { input: await billingTaxInput(container, cart.id, place), forBilling: true }
  }
  return { input: placeChanged ? { cart_id: cart.id } : null, forBilling: false }
}

/**
 * The cart's tax lines as they stand, with the billing place they should be for: Medusa
 * replaces tax lines (new ids) whenever it re-taxes, so an unchanged mark means the lines
 * are still the ones worked out for this billing place.
 */
function billingTaxMark(cart: LoadedCart, place: CartPlace): string {
  const ids = (lines: ({ id: string } | null)[] | null | undefined) =>
    (lines ?? [])
      .map((t) => t?.id ?? "")
      .sort()
      .join(",")
  return [
    `${place.billing.country_code}/${place.billing.province ?? ""}`,
    ...cart.items.map((i) => `${i.id}:${ids(i.tax_lines)}`).sort(),
    ...cart.shipping_methods.map((m) => `${m.id}:${ids(m.tax_lines)}`).sort(),
  ].join("|")
}

const BILLING_TAX_TTL_SECONDS = 24 * 60 * 60

async function taxedForBilling(container: MedusaContainer, cart: LoadedCart, place: CartPlace): Promise<boolean> {
  return (await recallCartMemo<string>(container, "billing-taxes", cart.id)) === billingTaxMark(cart, place)
}

/** Marks the cart's tax lines as worked out for its billing place (see billingTaxMark). */
export async function rememberBillingTaxes(container: MedusaContainer, cart: LoadedCart, place: CartPlace) {
  await keepCartMemo(container, "billing-taxes", cart.id, billingTaxMark(cart, place), BILLING_TAX_TTL_SECONDS)
}

const TAX_FIELDS = [
  "id",
  "currency_code",
  "email",
  "locale",
  "region.id",
  "region.automatic_taxes",
  "items.*",
  "items.tax_lines.*",
  "items.product.id",
  "items.product.type_id",
  "items.product.collection_id",
  "items.product.categories.id",
  "items.product.tags.id",
  "shipping_methods.*",
  "shipping_methods.tax_lines.*",
  "shipping_address.*",
  "customer.id",
  "customer.email",
  "customer.groups.id",
  "customer.metadata",
]

/** Medusa's tax workflow input with the billing place as the tax address. */
async function billingTaxInput(container: MedusaContainer, cartId: string, place: CartPlace) {
  const query = container.resolve("query")
  const { data } = await query.graph({ entity: "cart", fields: TAX_FIELDS, filters: { id: cartId } })
  const cart = data[0] as Record<string, unknown>
  const taxAddress = { ...(cart.shipping_address as object), country_code: place.billing.country_code, province: place.billing.province }
  return { cart_id: cartId, cart: { ...cart, shipping_address: taxAddress } as never, force_tax_calculation: true }
}
