/**
 * Brings an account's cart in line with the shop's rules before anyone sees its total:
 * region and currency from the shipping country, addresses from the account, gift vouchers
 * applied only while their quantity rule holds, the cheapest common shipping option, and
 * taxes from the billing place. Each Medusa workflow runs only when something differs.
 */
import type { CreateAddressDTO, MedusaContainer } from "@medusajs/framework/types"
import { Modules, PromotionActions } from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  listShippingOptionsForCartWithPricingWorkflow,
  updateCartPromotionsWorkflow,
  updateCartWorkflow,
  updateTaxLinesWorkflow,
} from "@medusajs/medusa/core-flows"
import { findVoucherByCode, type Voucher } from "../promo-codes/find-voucher"
import { voucherShortfall } from "../promo-codes/voucher-matching"
import { regionForCountry, type CartPlace, type MedusaAddress } from "./cart-place"
import { lineHasFrame, loadCart, type LoadedCart } from "./load-cart"

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

export type PricedShippingOption = { id: string; name: string; amount: number }
export type SyncedCart = { cart: LoadedCart; shippingOptions: PricedShippingOption[] }

export async function syncAccountCart(
  container: MedusaContainer,
  cartId: string,
  place: CartPlace,
  email?: string | null
): Promise<SyncedCart> {
  let cart = await loadCart(container, cartId)
  let shippingOptions: PricedShippingOption[] = []
  if (cart.completed_at) return { cart, shippingOptions }

  // 1. Currency follows the shipping country: move the cart to that country's region.
  const region = await regionForCountry(container, place.shipping.country_code)
  const moveRegion = region && region.id !== cart.region_id
  let placeChanged = false
  if (moveRegion) {
    // Medusa resets the address to the new region's country when the region changes, so the
    // move comes first and the addresses after it.
    await updateCartWorkflow(container).run({ input: { id: cart.id, region_id: region.id } })
    cart = await loadCart(container, cartId)
  }
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
    cart = await loadCart(container, cartId)
  }

  // 2. Gift vouchers apply only while their quantity and framing rule holds, with their
  // terms as they are now: a voucher changed or deleted since the cart's discount was worked
  // out leaves stale adjustments, which are worked out again.
  const applied = (await voucherStates(container, cart)).filter((s) => s.applied).map((s) => s.voucher)
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
    cart = await loadCart(container, cartId)
  }

  // 3. The cheapest shipping option that serves every item at this address.
  if (cart.items.length) {
    const { result: options } = await listShippingOptionsForCartWithPricingWorkflow(container).run({
      input: { cart_id: cart.id, is_return: false, enabled_in_store: true },
    })
    shippingOptions = (options as unknown as { id: string; name: string; amount?: number | null }[])
      .filter((o) => o.amount !== null && o.amount !== undefined)
      .map((o) => ({ id: o.id, name: o.name, amount: Number(o.amount) }))
      .sort((a, b) => a.amount - b.amount)
    const cheapest = shippingOptions[0]
    const method = cart.shipping_methods[0]
    if (
      cheapest &&
      (cart.shipping_methods.length !== 1 || method.shipping_option_id !== cheapest.id || method.amount !== Number(cheapest.amount))
    ) {
      await addShippingMethodToCartWorkflow(container).run({ input: { cart_id: cart.id, options: [{ id: cheapest.id }] } })
      cart = await loadCart(container, cartId)
    } else if (!cheapest && cart.shipping_methods.length) {
      // Nothing ships there: no stale shipping price in the total.
      await container.resolve(Modules.CART).softDeleteShippingMethods(cart.shipping_methods.map((m) => m.id))
      cart = await loadCart(container, cartId)
    }
  } else if (cart.shipping_methods.length) {
    await container.resolve(Modules.CART).softDeleteShippingMethods(cart.shipping_methods.map((m) => m.id))
    cart = await loadCart(container, cartId)
  }

  // 4. Taxes from the billing place. Medusa taxes by the shipping address (and re-taxes on
  // every cart change), so while the two differ the tax lines are recomputed each time with
  // the billing place as the tax address.
  if (cart.items.length && place.billingTaxesDiffer) {
    await retaxForBilling(container, cart.id, place)
    cart = await loadCart(container, cartId)
  } else if (cart.items.length && placeChanged) {
    // A region move re-taxes the items before the new address is on the cart.
    await updateTaxLinesWorkflow(container).run({ input: { cart_id: cart.id } })
    cart = await loadCart(container, cartId)
  }
  return { cart, shippingOptions }
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
