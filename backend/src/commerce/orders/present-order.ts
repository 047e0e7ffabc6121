/** The spec's Order shape (section 3) from a Medusa order and the shop's facts in its metadata. */
import type { Order, OrderLine } from "@petshop/contract"
import { isTestOrder } from "./cart-stamp"
import { META, readCommunications, readFulfillment, readNotes } from "./order-metadata"
import { signedImage, signedProductionImage } from "../files/private-file-links"
import { priceLines, presentTotals } from "../money/price-lines"
import { toSpecStatus, type OrderRecord } from "./order-records"

/** Spec section 4: Cancelled, the merchant order id, Ready, or Unfulfilled. */
export function fulfillmentLabel(order: OrderRecord): string {
  if (order.status === "canceled") return "Cancelled"
  const f = readFulfillment(order.metadata)
  if (f.merchantOrderId) return f.merchantOrderId
  if (f.isReady) return "Ready"
  return "Unfulfilled"
}

/**
 * A stamp line's `productionImage` can be a clean (unwatermarked) image: it goes with an order
 * that stands, and a cancelled order keeps only the watermarked picture (a print of one of the
 * shop's demo paintings brings its clean files to the buyer only while bought; order-paintings.ts).
 */
function stampOf(order: OrderRecord, metadata: Record<string, unknown>): OrderLine[] {
  const stamp = Array.isArray(metadata[META.cartStamp]) ? (metadata[META.cartStamp] as OrderLine[]) : []
  if (order.status !== "canceled") {
    // Kept as private file ids: the buyer gets short-lived signed links, like everywhere else.
    return stamp.map((line) =>
      line.paintingStamp
        ? {
            ...line,
            paintingStamp: {
              ...line.paintingStamp,
              productionImage: signedProductionImage(signedImage(line.paintingStamp.productionImage)),
            },
          }
        : line
    )
  }
  return stamp.map((line) => (line.paintingStamp ? { ...line, paintingStamp: { ...line.paintingStamp, productionImage: null } } : line))
}

/**
 * What the order cost, by the rule its cart was charged by, so order, cart and e-mail agree to
 * the cent. Counted from the lines, not Medusa's `total`: Medusa keeps fractions of a cent, and
 * books a cancelled paid order's refund as a credit line off `total` (which would show 0.00).
 */
export function orderTotals(order: OrderRecord) {
  const priced = priceLines({ currency: order.currency_code, items: order.items ?? [], shippingMethods: order.shipping_methods })
  return { ...presentTotals(priced), currency: order.currency_code }
}

export function presentOrder(order: OrderRecord): Order {
  const metadata = order.metadata ?? {}
  const cartStamp = stampOf(order, metadata)
  const shownAt = metadata[META.confirmationShownAt]
  return {
    id: order.id,
    uuid: order.id,
    number: order.display_id,
    dateCreated: new Date(order.created_at).toISOString(),
    lastUpdated: new Date(order.updated_at).toISOString(),
    email: order.email,
    status: toSpecStatus(order.status),
    isCancelled: order.status === "canceled",
    isTest: isTestOrder(order),
    cartStamp,
    totals: orderTotals(order),
    fulfillment: readFulfillment(metadata),
    fulfillmentLabel: fulfillmentLabel(order),
    notes: readNotes(metadata),
    communications: readCommunications(metadata),
    confirmationShown: typeof shownAt === "string",
    paintings: [...new Set(cartStamp.map((i) => i.painting).filter((id): id is string => Boolean(id)))],
  }
}
export type PresentedOrder = ReturnType<typeof presentOrder>
