/**
 * The Medusa order fields the shop reads, and the shop's own order facts, which live in the
 * order's metadata (see order-metadata.ts for why).
 */
export type OrderItemRecord = {
  id: string
  title: string | null
  quantity: number | string
  unit_price: number | string
  subtotal?: number | string | null
  total?: number | string | null
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
  item_subtotal?: number | string | null
  subtotal?: number | string | null
  discount_total?: number | string | null
  discount_subtotal?: number | string | null
  shipping_total?: number | string | null
  shipping_subtotal?: number | string | null
  tax_total?: number | string | null
  total?: number | string | null
  /** Refunds Medusa books as credit lines (cancelling a paid order refunds it all). */
  credit_line_total?: number | string | null
  items?: (OrderItemRecord | null)[] | null
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
  "item_subtotal",
  "subtotal",
  "discount_total",
  "discount_subtotal",
  "shipping_total",
  "shipping_subtotal",
  "tax_total",
  "total",
  "credit_line_total",
  "items.id",
  "items.title",
  "items.quantity",
  "items.unit_price",
  "items.subtotal",
  "items.total",
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
