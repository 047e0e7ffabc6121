/**
 * The Medusa order fields the shop reads, and the shop's own order facts, which live in the
 * order's metadata (see order-metadata.ts for why).
 */
export type OrderItemRecord = {
  id: string
  title: string | null
  quantity: number | string
  unit_price: number | string
  adjustments?: ({ amount: number | string } | null)[] | null
  tax_lines?: ({ rate: number | string; code: string | null; description: string | null } | null)[] | null
  variant_id: string | null
  product_id: string | null
  product_title: string | null
  variant_title: string | null
  thumbnail: string | null
  metadata: Record<string, unknown> | null
}

export type OrderRecord = {
  id: string
  display_id: number
  status: string
  email: string | null
  customer_id: string | null
  region_id: string | null
  currency_code: string
  created_at: string | Date
  updated_at: string | Date
  canceled_at?: string | Date | null
  metadata: Record<string, unknown> | null
  items?: (OrderItemRecord | null)[] | null
  /** With the items, what the order's money is counted from (commerce/money/price-lines.ts). */
  shipping_methods?:
    | ({
        amount: number | string
        adjustments?: ({ amount: number | string } | null)[] | null
        tax_lines?: ({ rate: number | string; code: string | null; description: string | null } | null)[] | null
      } | null)[]
    | null
  shipping_address?: Record<string, unknown> | null
  payment_collections?:
    ({ payments?: ({ provider_id: string } | null)[] | null; payment_sessions?: ({ provider_id: string } | null)[] | null } | null)[] | null
  fulfillments?: ({ id: string; shipped_at: string | Date | null; canceled_at: string | Date | null } | null)[] | null
  paintings?: ({ id: string } | null)[] | null
}

export const ORDER_LIST_FIELDS = [
  "id",
  "display_id",
  "status",
  "email",
  "customer_id",
  "region_id",
  "currency_code",
  "created_at",
  "updated_at",
  "canceled_at",
  "metadata",
  "items.id",
  "items.title",
  "items.quantity",
  "items.unit_price",
  // An order line's quantity (and any price override) live on the order's item detail, which
  // Medusa adds for us only when its own totals are asked for.
  "items.detail.quantity",
  "items.detail.unit_price",
  "items.adjustments.amount",
  "items.tax_lines.rate",
  "items.tax_lines.code",
  "items.tax_lines.description",
  "shipping_methods.amount",
  "shipping_methods.adjustments.amount",
  "shipping_methods.tax_lines.rate",
  "shipping_methods.tax_lines.code",
  "shipping_methods.tax_lines.description",
  "items.variant_id",
  "items.product_id",
  "items.product_title",
  "items.variant_title",
  "items.thumbnail",
  "items.metadata",
  "payment_collections.payments.provider_id",
  "payment_collections.payment_sessions.provider_id",
  "fulfillments.id",
  "fulfillments.shipped_at",
  "fulfillments.canceled_at",
]

export const ORDER_FIELDS = [...ORDER_LIST_FIELDS, "shipping_address.*", "paintings.id"]

/**
 * What an order e-mail is written from: its number, lines and money. Not its payments or
 * fulfilments, each a read of another module: the confirmation is sent for every order.
 */
export const ORDER_EMAIL_FIELDS = ORDER_LIST_FIELDS.filter((f) => !f.startsWith("payment_collections.") && !f.startsWith("fulfillments."))

/** Spec statuses: Medusa's "canceled" is the spec's "cancelled". */
export const SPEC_ORDER_STATUSES = ["pending", "completed", "cancelled", "requires_action", "archived"] as const
export type SpecOrderStatus = (typeof SPEC_ORDER_STATUSES)[number]

export const toSpecStatus = (status: string): string => (status === "canceled" ? "cancelled" : status)
export const toMedusaStatus = (status: SpecOrderStatus): string => (status === "cancelled" ? "canceled" : status)

/** Medusa answers amounts as numbers, numeric strings or BigNumber objects (computed totals). */
export const asNumber = (v: unknown): number => {
  let n: unknown = v
  if (n && typeof n === "object") {
    const big = n as { numeric?: unknown; toJSON?: () => unknown; value?: unknown }
    n = typeof big.numeric === "number" ? big.numeric : typeof big.toJSON === "function" ? big.toJSON() : big.value
  }
  n = typeof n === "string" ? Number(n) : n
  if (typeof n !== "number") return 0
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0
}
