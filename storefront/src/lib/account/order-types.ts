/** An order as the backend presents it (spec section 3; backend/src/commerce/orders/present-order.ts). */
import type { ImageSet } from "@petshop/contract"

export type OrderLine = {
  id: string
  quantity: number
  price: number
  total: number
  productName: string | null
  mediumStamp: { name: string }
  frame: string
  signed: boolean
  painting: string | null
  paintingStamp: { title: string | null; image: ImageSet | string | null; productionImage: unknown } | null
  paintingRoute: string | null
  label: { text1: string; text2: string }
}

export type Order = {
  id: string
  uuid: string
  number: number
  dateCreated: string
  lastUpdated: string
  email: string | null
  status: string
  isCancelled: boolean
  isTest: boolean
  cartStamp: OrderLine[]
  totals: {
    subtotal: number
    discount: number
    shipping: number
    taxes: number
    taxLines?: { name: string; rate: number; amount: number }[]
    total: number
    currency: string
  }
  fulfillment: { merchantOrderId?: string | null; isReady?: boolean; isSent?: boolean }
  fulfillmentLabel: string
  confirmationShown: boolean
  paintings: string[]
}

/** What the shopper reads as the order's state. */
export function orderStatusLabel(order: Pick<Order, "isCancelled" | "status" | "fulfillment">): string {
  if (order.isCancelled || order.status === "cancelled") return "Cancelled"
  if (order.fulfillment?.isSent) return "Sent"
  if (order.fulfillment?.isReady) return "Ready to send"
  return "Being prepared"
}
