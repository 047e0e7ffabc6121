import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { frameOf, type VariantRecord } from "../products/product-records"
import { isPaidCart } from "./find-account-cart"
import { loadLineVariant } from "./load-line-variant"
import { loadRegions } from "./load-regions"

export type CartLine = {
  id: string
  created_at: string | Date
  quantity: number
  unit_price: number
  title: string
  variant_id: string
  product_id: string
  product_type_id?: string | null
  is_custom_price?: boolean
  metadata: { painting_id?: string; is_rotated?: boolean } | null
  /** The discounts on the line, by the code of the promotion that made them. */
  adjustments?: ({ code: string | null; amount: number | string } | null)[] | null
  tax_lines?: ({ id: string; rate: number | string; code: string | null; description: string | null } | null)[] | null
  variant?: (VariantRecord & { metadata: { frame?: string; signed?: boolean } | null }) | null
  /** With its print size (width and height, in its metadata or fields) for the cart rules. */
  product?: {
    id: string
    title: string
    metadata: Record<string, unknown> | null
    width?: number | string | null
    height?: number | string | null
  } | null
}

export type LoadedCart = {
  id: string
  region_id: string
  currency_code: string
  email: string | null
  customer_id: string | null
  completed_at: string | null
  metadata: Record<string, unknown> | null
  shipping_address: Record<string, string | null> | null
  billing_address: Record<string, string | null> | null
  /** The countries of the cart's region: a cart already in its shipping country's region needs no region look-up. */
  region?: { id: string; automatic_taxes?: boolean | null; countries?: ({ iso_2: string } | null)[] | null } | null
  customer?: { id?: string; email: string | null; metadata?: Record<string, unknown> | null } | null
  items: CartLine[]
  shipping_methods: {
    id: string
    shipping_option_id: string
    amount: number
    name: string
    adjustments?: ({ amount: number | string } | null)[] | null
    tax_lines?: ({ id: string; rate: number | string; code: string | null; description: string | null } | null)[] | null
  }[]
  promotions: { id: string; code: string }[]
}

const CART_FIELDS = [
  "id",
  "region_id",
  "currency_code",
  "email",
  "customer_id",
  "completed_at",
  "metadata",
  "shipping_address.*",
  "billing_address.*",
  "customer.id",
  "customer.email",
  "customer.metadata",
  "items.*",
  "items.adjustments.code",
  "items.adjustments.amount",
  "items.tax_lines.id",
  "items.tax_lines.rate",
  "items.tax_lines.code",
  "items.tax_lines.description",
  "shipping_methods.*",
  "shipping_methods.adjustments.amount",
  "shipping_methods.tax_lines.id",
  "shipping_methods.tax_lines.rate",
  "shipping_methods.tax_lines.code",
  "shipping_methods.tax_lines.description",
  "promotions.id",
  "promotions.code",
]

/**
 * The cart with the fields the /api cart needs; Medusa's big numbers become plain numbers.
 * Not Medusa's computed totals: they keep fractions of a cent, and the shop counts its money
 * from the lines (commerce/money/price-lines.ts). The lines' variants and products and the
 * cart's region are catalogue facts: they come from the shared cache (withCatalogueFacts), not
 * from five more statements on every read. (The cart module's joined read, one statement for
 * the cart's own rows, measured no cheaper: MikroORM's cost of building and mapping the joins
 * matched the round trips it saved.)
 */
export async function loadCart(container: MedusaContainer, cartId: string): Promise<LoadedCart> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: CART_FIELDS, filters: { id: cartId } })
  if (!data[0]) throw new Error(`Cart ${cartId} not found`)
  return withCatalogueFacts(container, normalised(data[0] as unknown as LoadedCart))
}

/** The customer's open cart (the newest one not yet completed into an order, nor paid) in one query, or null. */
export async function loadOpenCart(container: MedusaContainer, customerId: string): Promise<LoadedCart | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: CART_FIELDS,
    filters: { customer_id: customerId, completed_at: null } as never,
    pagination: { order: { created_at: "DESC", id: "DESC" }, take: 1 },
  })
  const cart = data[0] as unknown as LoadedCart | undefined
  return cart && !isPaidCart(cart.metadata) ? withCatalogueFacts(container, normalised(cart)) : null
}

/**
 * The lines' variants and products (the product the variant belongs to, as the line's
 * product_id names it) and the cart's region, from the cached catalogue: a line whose variant
 * is gone has neither, as Query would answer.
 */
async function withCatalogueFacts(container: MedusaContainer, cart: LoadedCart): Promise<LoadedCart> {
  const variantIds = [...new Set(cart.items.map((i) => i.variant_id).filter(Boolean))]
  const [regions, variants] = await Promise.all([
    loadRegions(container),
    Promise.all(variantIds.map((id) => loadLineVariant(container, id))),
  ])
  const byId = new Map(variants.filter((v) => v !== null).map((v) => [v.id, v]))
  for (const item of cart.items) {
    const variant = byId.get(item.variant_id)
    item.variant = variant
      ? { id: variant.id, title: variant.title, sku: variant.sku, metadata: variant.metadata, options: variant.options ?? [] }
      : null
    const product = variant?.product
    item.product =
      product && product.id === item.product_id
        ? { id: product.id, title: product.title, metadata: product.metadata, width: product.width, height: product.height }
        : null
  }
  const region = regions.find((r) => r.id === cart.region_id)
  cart.region = region ? { id: region.id, automatic_taxes: region.automatic_taxes, countries: region.countries } : null
  return cart
}

function normalised(cart: LoadedCart): LoadedCart {
  cart.items = (cart.items ?? []).filter(Boolean)
  for (const item of cart.items) {
    item.unit_price = Number(item.unit_price ?? 0)
    item.quantity = Number(item.quantity)
  }
  cart.shipping_methods = (cart.shipping_methods ?? []).filter(Boolean).map((m) => ({ ...m, amount: Number(m.amount) }))
  cart.promotions = (cart.promotions ?? []).filter(Boolean)
  return cart
}

export const lineFrame = (line: CartLine) => (line.variant ? frameOf(line.variant) : "none")
export const lineHasFrame = (line: CartLine) => lineFrame(line) !== "none"
