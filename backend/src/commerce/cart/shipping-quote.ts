/**
 * The shipping options a cart can use, priced for it. Medusa prices them with a whole
 * workflow (listShippingOptionsForCartWithPricingWorkflow), the costliest part of showing a
 * cart, so the answer is kept in the shared cache under a fingerprint of everything it
 * depends on: the cart's region, currency and address, the products it ships and the
 * options' own setup (zones, prices, price rules). A cart whose fingerprint is unchanged
 * reuses the answer, and so does another cart with the same fingerprint when the options'
 * rules look at nothing else; any change, including a price edited in the admin, asks Medusa
 * again.
 */
import { createHash } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { listShippingOptionsForCartWithPricingWorkflow } from "@medusajs/medusa/core-flows"
import { SHIPPING_OPTION_TAGS } from "../../cache/cache-tags"
import { readThroughValue } from "../../cache/read-through"
import { keepCartMemo, recallCartMemo } from "./cart-memo"
import type { LoadedCart } from "./load-cart"

/** `is_tax_inclusive`: whether the amount includes taxes (Medusa's price preference); unknown in quotes kept before it was recorded. */
export type PricedShippingOption = { id: string; name: string; amount: number; is_tax_inclusive?: boolean }

/** A shipping option as the shop lists it to a shopper, with its zones and list prices. */
export type ProfileOption = {
  id: string
  name: string
  shipping_profile_id: string
  updated_at?: string | Date
  service_zone?: { geo_zones?: { country_code: string; province_code?: string | null }[] }
  prices?: {
    amount: number
    currency_code: string
    price_rules?: ({ attribute?: string; operator?: string; value?: string } | null)[]
  }[]
  rules?: ({ attribute: string; operator: string; value: string } | null)[]
}

const SHIPPING_OPTIONS_KEY = "petshop:cart:shipping-options"
const SHIPPING_OPTIONS_TTL_SECONDS = 300

/**
 * Every shipping option of the shop, with what the cart shows and what its price depends on.
 * Every cart call needs them (8 statements to read), an admin seldom changes them: they come
 * from the shared cache, which the Caching Module clears when an option, its zones, rules or
 * prices change (SHIPPING_OPTION_TAGS); the TTL only bounds a change made behind Medusa's back.
 */
export async function loadShippingOptions(container: MedusaContainer): Promise<ProfileOption[]> {
  return readThroughValue(container, { key: SHIPPING_OPTIONS_KEY, tags: SHIPPING_OPTION_TAGS, ttl: SHIPPING_OPTIONS_TTL_SECONDS }, () =>
    readShippingOptions(container)
  )
}

async function readShippingOptions(container: MedusaContainer): Promise<ProfileOption[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "shipping_option",
    fields: [
      "id",
      "name",
      "shipping_profile_id",
      "updated_at",
      "service_zone.geo_zones.country_code",
      "service_zone.geo_zones.province_code",
      "prices.amount",
      "prices.currency_code",
      "prices.price_rules.attribute",
      "prices.price_rules.operator",
      "prices.price_rules.value",
      "rules.attribute",
      "rules.operator",
      "rules.value",
    ],
  })
  return data as unknown as ProfileOption[]
}

const sortedJson = (values: unknown[]) => values.map((v) => JSON.stringify(v)).sort()

const byAddress = (rule: { attribute?: string } | null | undefined) => !rule?.attribute || rule.attribute.startsWith("shipping_address.")

/** Every option's prices depend on the shipping address alone, not on the lines' totals or quantities. */
const pricedByAddressOnly = (options: ProfileOption[]) =>
  options.every((o) => (o.prices ?? []).every((p) => (p.price_rules ?? []).every(byAddress)))

/** Options whose rules only say where they ship and whether the store offers them (the seed's). */
const OPTION_RULES_OF_ANY_CART = new Set(["enabled_in_store", "is_return"])

/**
 * Whether two carts with the same fingerprint are priced alike whoever owns them: nothing in
 * the options' prices or rules looks at the customer, the lines' totals or anything else the
 * fingerprint leaves out.
 */
export function quotesAreShareable(options: ProfileOption[]): boolean {
  return (
    pricedByAddressOnly(options) &&
    options.every((o) => (o.rules ?? []).every((r) => !r || byAddress(r) || OPTION_RULES_OF_ANY_CART.has(r.attribute)))
  )
}

/** What the priced options of this cart depend on, as one short string. */
export function shippingFingerprint(cart: LoadedCart, options: ProfileOption[]): string {
  const address = cart.shipping_address
  const setup = options
    .map((o) => ({
      id: o.id,
      name: o.name,
      profile: o.shipping_profile_id,
      updated: o.updated_at ? new Date(o.updated_at).toISOString() : null,
      zones: sortedJson(o.service_zone?.geo_zones ?? []),
      prices: sortedJson((o.prices ?? []).map((p) => [p.currency_code, Number(p.amount), sortedJson(p.price_rules ?? [])])),
      rules: sortedJson(o.rules ?? []),
    }))
    .sort((a, b) => a.id.localeCompare(b.id))
  // The seed's prices hang on the address only (Hawaii's surcharge); a price rule on anything
  // else (an item total, a quantity) makes the lines part of the fingerprint too.
  const lines = pricedByAddressOnly(options)
    ? [...new Set(cart.items.map((i) => i.variant_id))].sort()
    : sortedJson(cart.items.map((i) => [i.variant_id, i.quantity, i.unit_price]))
  const wanted = {
    region: cart.region_id,
    currency: cart.currency_code,
    address: address ? [address.country_code, address.province, address.postal_code, address.city] : null,
    lines,
    setup,
  }
  return createHash("sha256").update(JSON.stringify(wanted)).digest("base64url")
}

type Quote = { fingerprint: string; options: PricedShippingOption[] }
// Long enough to serve a shopping session; the fingerprint, not the age, decides validity.
const QUOTE_TTL_SECONDS = 6 * 60 * 60

/** The options that can ship this cart, priced for it, cheapest first. */
export async function pricedShippingOptions(
  container: MedusaContainer,
  cart: LoadedCart,
  options: ProfileOption[]
): Promise<PricedShippingOption[]> {
  const fingerprint = shippingFingerprint(cart, options)
  // Carts with the same fingerprint share one quote when nothing else decides the price: a new
  // cart, or one whose last line went and came back, is priced without asking Medusa again.
  const memoId = quotesAreShareable(options) ? `any:${fingerprint}` : cart.id
  const kept = await recallCartMemo<Quote>(container, "shipping-quote", memoId)
  if (kept?.fingerprint === fingerprint) return kept.options

  const { result } = await listShippingOptionsForCartWithPricingWorkflow(container).run({
    input: { cart_id: cart.id, is_return: false, enabled_in_store: true },
  })
  type Priced = { id: string; name: string; amount?: number | null; calculated_price?: { is_calculated_price_tax_inclusive?: boolean } }
  const priced = (result as unknown as Priced[])
    .filter((o) => o.amount !== null && o.amount !== undefined)
    .map((o) => ({
      id: o.id,
      name: o.name,
      amount: Number(o.amount),
      is_tax_inclusive: !!o.calculated_price?.is_calculated_price_tax_inclusive,
    }))
    .sort((a, b) => a.amount - b.amount)
  await keepCartMemo(container, "shipping-quote", memoId, { fingerprint, options: priced } satisfies Quote, QUOTE_TTL_SECONDS)
  return priced
}
