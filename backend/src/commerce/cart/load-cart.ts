import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { frameOf, type VariantRecord } from "../products/product-records"

export type CartLine = {
  id: string
  created_at: string | Date
  quantity: number
  unit_price: number
  subtotal: number
  total: number
  discount_total: number
  title: string
  variant_id: string
  product_id: string
  metadata: { painting_id?: string; is_rotated?: boolean } | null
  /** The discounts on the line, by the code of the promotion that made them. */
  adjustments?: ({ code: string | null } | null)[] | null
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
  items: CartLine[]
  shipping_methods: { id: string; shipping_option_id: string; amount: number; name: string }[]
  promotions: { id: string; code: string }[]
  item_subtotal: number
  discount_subtotal: number
  shipping_subtotal: number
  tax_total: number
  total: number
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
  "shipping_methods.*",
  "promotions.id",
  "promotions.code",
  "item_subtotal",
  "discount_subtotal",
  "shipping_subtotal",
  "tax_total",
  "total",
]

const MONEY = ["item_subtotal", "discount_subtotal", "shipping_subtotal", "tax_total", "total"] as const
const LINE_MONEY = ["unit_price", "subtotal", "total", "discount_total"] as const

/** The cart with the fields the /api cart needs; Medusa's big numbers become plain numbers. */
export async function loadCart(container: MedusaContainer, cartId: string): Promise<LoadedCart> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: CART_FIELDS, filters: { id: cartId } })
  const cart = data[0] as unknown as LoadedCart
  if (!cart) throw new Error(`Cart ${cartId} not found`)
  for (const key of MONEY) cart[key] = Number(cart[key] ?? 0)
  cart.items = (cart.items ?? []).filter(Boolean)
  for (const item of cart.items) {
    for (const key of LINE_MONEY) item[key] = Number(item[key] ?? 0)
    item.quantity = Number(item.quantity)
  }
  cart.shipping_methods = (cart.shipping_methods ?? []).filter(Boolean).map((m) => ({ ...m, amount: Number(m.amount) }))
  cart.promotions = (cart.promotions ?? []).filter(Boolean)
  return cart
}

export const lineFrame = (line: CartLine) => (line.variant ? frameOf(line.variant) : "none")
export const lineHasFrame = (line: CartLine) => lineFrame(line) !== "none"
