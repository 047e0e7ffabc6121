/**
 * Brings an account's cart in line with the shop's rules before anyone sees its total:
 * region and currency from the shipping country, addresses from the account, gift vouchers
 * applied only while their quantity rule holds, the cheapest common shipping option, and
 * taxes from the billing place. Each Medusa workflow runs only when something differs, so
 * showing a cart nobody changed writes nothing.
 */
import type { CreateAddressDTO, MedusaContainer } from "@medusajs/framework/types"
import { Modules, PromotionActions } from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  updateCartPromotionsWorkflow,
  updateCartWorkflow,
  updateTaxLinesWorkflow,
} from "@medusajs/medusa/core-flows"
import { findVoucherByCode, type Voucher } from "../promo-codes/find-voucher"
import { voucherShortfall } from "../promo-codes/voucher-matching"
import { keepCartMemo, recallCartMemo } from "./cart-memo"
import { regionForCountry, type CartPlace, type MedusaAddress } from "./cart-place"
import { lineHasFrame, loadCart, type LoadedCart } from "./load-cart"
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

/**
 * Brings the cart in line and answers it with what the view needs. Every step compares
 * first and writes only what differs, so showing an unchanged cart writes nothing.
 */
export async function syncAccountCart(
  container: MedusaContainer,
  loaded: LoadedCart,
  place: CartPlace,
  shopOptions: ProfileOption[]
): Promise<SyncedCart> {
  let cart = loaded
  const reload = () => loadCart(container, loaded.id)
  if (cart.completed_at) return { cart, shippingOptions: [], vouchers: await voucherStates(container, cart) }

  // 1. Currency follows the shipping country: move the cart to that country's region (a
  // cart already in a region selling there needs no look-up).
  const inRegion = (cart.region?.countries ?? []).some((c) => c?.iso_2 === place.shipping.country_code)
  const region = inRegion ? null : await regionForCountry(container, place.shipping.country_code)
  const moveRegion = !!region && region.id !== cart.region_id
  let placeChanged = false
  if (moveRegion) {
    // Medusa resets the address to the new region's country when the region changes, so the
    // move comes first and the addresses after it.
    await updateCartWorkflow(container).run({ input: { id: cart.id, region_id: region.id } })
    cart = await reload()
  }
  const email = cart.customer?.email ?? null
  if (
    moveRegion ||
    !sameAddress(cart.shipping_address, place.shipping) ||
    !sameAddress(cart.billing_address, place.billing) ||
    (email && email !== cart.email)
  ) {
    await updateCartWorkflow(container).run({
      input: {
        id: cart.id,
        // Nulls clear fields the shopper emptied; Medusa's DTO type only says "absent".
        shipping_address: place.shipping as unknown as CreateAddressDTO,
        billing_address: place.billing as unknown as CreateAddressDTO,
        ...(email ? { email } : {}),
      },
    })
    placeChanged = true
    cart = await reload()
  }

  // 2. Gift vouchers apply only while their quantity and framing rule holds, with their
  // terms as they are now: a voucher changed or deleted since the cart's discount was worked
  // out leaves stale adjustments, which are worked out again. (The rules look at the lines'
  // products and quantities, which nothing below changes.)
  const vouchers = await voucherStates(container, cart)
  const applied = vouchers.filter((s) => s.applied).map((s) => s.voucher)
  const wanted = applied.map((v) => v.code).sort()
  const current = cart.promotions.map((p) => p.code).sort()
  const terms = voucherTerms(applied)
  const adjustedBy = cart.items.flatMap((i) => (i.adjustments ?? []).map((a) => a?.code)).filter((c): c is string => !!c)
  const stale =
    wanted.join() !== current.join() ||
    adjustedBy.some((code) => !wanted.includes(code)) ||
    (wanted.length > 0 && cart.metadata?.[VOUCHER_TERMS_KEY] !== terms)
  if (stale) {
    await updateCartPromotionsWorkflow(container).run({
      input: { cart_id: cart.id, promo_codes: wanted, action: PromotionActions.REPLACE },
    })
    await container.resolve(Modules.CART).updateCarts(cart.id, { metadata: { ...(cart.metadata ?? {}), [VOUCHER_TERMS_KEY]: terms } })
    cart = await reload()
  }

  // 3. The cheapest shipping option that serves every item at this address.
  let shippingOptions: PricedShippingOption[] = []
  if (cart.items.length) {
    shippingOptions = await pricedShippingOptions(container, cart, shopOptions)
    const cheapest = shippingOptions[0]
    const method = cart.shipping_methods[0]
    if (
      cheapest &&
      (cart.shipping_methods.length !== 1 || method.shipping_option_id !== cheapest.id || method.amount !== Number(cheapest.amount))
    ) {
      await addShippingMethodToCartWorkflow(container).run({ input: { cart_id: cart.id, options: [{ id: cheapest.id }] } })
      cart = await reload()
    } else if (!cheapest && cart.shipping_methods.length) {
      // Nothing ships there: no stale shipping price in the total.
      await container.resolve(Modules.CART).softDeleteShippingMethods(cart.shipping_methods.map((m) => m.id))
      cart = await reload()
    }
  } else if (cart.shipping_methods.length) {
    await container.resolve(Modules.CART).softDeleteShippingMethods(cart.shipping_methods.map((m) => m.id))
    cart = await reload()
  }

  // 4. Taxes from the billing place. Medusa taxes by the shipping address (and re-taxes on
  // every cart change), so while the two differ the tax lines are recomputed with the
  // billing place as the tax address whenever Medusa has re-taxed since we last did.
  if (cart.items.length && place.billingTaxesDiffer) {
    if (!(await taxedForBilling(container, cart, place))) {
      await retaxForBilling(container, cart.id, place)
      cart = await reload()
      await rememberBillingTaxes(container, cart, place)
    }
  } else if (cart.items.length && placeChanged) {
    // A region move re-taxes the items before the new address is on the cart.
    await updateTaxLinesWorkflow(container).run({ input: { cart_id: cart.id } })
    cart = await reload()
  }
  return { cart, shippingOptions, vouchers }
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

async function rememberBillingTaxes(container: MedusaContainer, cart: LoadedCart, place: CartPlace) {
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

async function retaxForBilling(container: MedusaContainer, cartId: string, place: CartPlace) {
  const query = container.resolve("query")
  const { data } = await query.graph({ entity: "cart", fields: TAX_FIELDS, filters: { id: cartId } })
  const cart = data[0] as Record<string, unknown>
  const taxAddress = { ...(cart.shipping_address as object), country_code: place.billing.country_code, province: place.billing.province }
  await updateTaxLinesWorkflow(container).run({
    input: { cart_id: cartId, cart: { ...cart, shipping_address: taxAddress } as never, force_tax_calculation: true },
  })
}
