/**
 * The shop's facts about an order kept in the Medusa order's metadata: the cart snapshot,
 * the admin's notes, the e-mails sent, whether the order-complete page was shown, the
 * fulfilment flags, and whether it was a test payment.
 *
 * Metadata rather than a module: each is a handful of small values read and written with
 * the order, never queried across orders, and merchandisers see them on the order in the
 * Medusa admin. Writes go through mergeOrderMetadataStep, which serialises them per order
 * with the Locking Module so two writers (the order.placed subscriber and an admin's note)
 * never lose each other's keys.
 */
export const META = {
  cartStamp: "cart_stamp",
  notes: "notes",
  communications: "communications",
  confirmationShownAt: "confirmation_shown_at",
  fulfillment: "fulfillment",
  isTest: "is_test",
  /** Set on the cart when its checkout is paid (the order follows from a queue): no more changes. */
  paidAt: "paid_at",
  stampedAt: "stamped_at",
  sourceCartId: "source_cart_id",
  createdBy: "created_by_admin",
} as const

/** Spec section 8: shown once on the order-complete page. */
export const PREPARING_MESSAGE = "We are preparing your order!"

export type CartStampItem = {
  id: string
  uuid: string
  type: "Painting"
  product: string | null
  productName: string | null
  medium: string | null
  mediumStamp: { name: string }
  productHasFrame: boolean
  frame: string
  signed: boolean
  quantity: number
  price: number
  total: number
  painting: string | null
  paintingStamp: { title: string | null; image: unknown; productionImage: unknown } | null
  paintingRoute: string | null
  isRotated: boolean
  label: { text1: string; text2: string }
}

export type Communication = { template: string; sentAt: string; to: string | null; by?: string | null }
export type OrderFulfillment = { merchantOrderId: string | null; isReady: boolean; isSent: boolean }
export type OrderNotes = { misc: string }

export function readFulfillment(metadata: Record<string, unknown> | null): OrderFulfillment {
  const f = (metadata?.[META.fulfillment] ?? {}) as Partial<OrderFulfillment>
  return {
    merchantOrderId: typeof f.merchantOrderId === "string" ? f.merchantOrderId : null,
    isReady: f.isReady === true,
    isSent: f.isSent === true,
  }
}

export function readNotes(metadata: Record<string, unknown> | null): OrderNotes {
  const n = metadata?.[META.notes] as Partial<OrderNotes> | undefined
  return { misc: typeof n?.misc === "string" ? n.misc : "" }
}

export function readCommunications(metadata: Record<string, unknown> | null): Communication[] {
  const list = metadata?.[META.communications]
  return Array.isArray(list) ? (list as Communication[]) : []
}
