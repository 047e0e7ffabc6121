import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { frameOf, type VariantRecord } from "../products/product-records"

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
  product?: { id: string; title: string; metadata: Record<string, unknown> | null } | null
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
  "region.id",
  "region.countries.iso_2",
  "region.automatic_taxes",
  "customer.id",
  "customer.email",
  "customer.metadata",
  "items.*",
  "items.variant.id",
  "items.variant.title",
  "items.variant.metadata",
  "items.variant.options.value",
  "items.variant.options.option.title",
  "items.product.id",
  "items.product.title",
  "items.product.metadata",
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
 * from the lines (commerce/money/price-lines.ts).
 */
export async function loadCart(container: MedusaContainer, cartId: string): Promise<LoadedCart> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: CART_FIELDS, filters: { id: cartId } })
  if (!data[0]) throw new Error(`Cart ${cartId} not found`)
  return normalised(data[0] as unknown as LoadedCart)
}

/** The customer's open cart (the newest one not yet completed into an order) in one query, or null. */
export async function loadOpenCart(container: MedusaContainer, customerId: string): Promise<LoadedCart | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: CART_FIELDS,
    filters: { customer_id: customerId, completed_at: null } as never,
    pagination: { order: { created_at: "DESC" }, take: 1 },
  })
  return data[0] ? normalised(data[0] as unknown as LoadedCart) : null
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
