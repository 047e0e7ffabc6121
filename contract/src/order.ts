import { z } from "zod"
import { LineLabelSchema, PaintingStampSchema, TotalsSchema } from "./cart"

/** A line of an order, as its cart was when the order was placed (the order's `cartStamp`). */
export const OrderLineSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  type: z.string(),
  product: z.string().nullable(),
  productName: z.string().nullable(),
  medium: z.string().nullable(),
  mediumStamp: z.object({ name: z.string() }),
  productHasFrame: z.boolean(),
  frame: z.string(),
  signed: z.boolean(),
  quantity: z.number(),
  price: z.number(),
  total: z.number(),
  painting: z.string().nullable(),
  /** A cancelled order keeps only the watermarked picture (productionImage null). */
  paintingStamp: PaintingStampSchema.nullable(),
  paintingRoute: z.string().nullable(),
  isRotated: z.boolean(),
  label: LineLabelSchema,
})
export type OrderLine = z.infer<typeof OrderLineSchema>

export const OrderTotalsSchema = TotalsSchema.extend({ currency: z.string() })
export type OrderTotals = z.infer<typeof OrderTotalsSchema>

export const OrderFulfillmentSchema = z.object({ merchantOrderId: z.string().nullable(), isReady: z.boolean(), isSent: z.boolean() })
export type OrderFulfillment = z.infer<typeof OrderFulfillmentSchema>

/** An e-mail sent about the order. */
export const CommunicationSchema = z.object({
  template: z.string(),
  sentAt: z.string(),
  to: z.string().nullable(),
  by: z.string().nullish(),
})
export type Communication = z.infer<typeof CommunicationSchema>

/** An order, the same in a list and alone (its owner and admins). */
export const OrderSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  number: z.number(),
  dateCreated: z.string(),
  lastUpdated: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  isCancelled: z.boolean(),
  isTest: z.boolean(),
  cartStamp: z.array(OrderLineSchema),
  totals: OrderTotalsSchema,
  fulfillment: OrderFulfillmentSchema,
  /** Cancelled, the print partner's order id, Ready, or Unfulfilled. */
  fulfillmentLabel: z.string(),
  notes: z.object({ misc: z.string() }),
  communications: z.array(CommunicationSchema),
  confirmationShown: z.boolean(),
  /** The paintings bought, by id. */
  paintings: z.array(z.string()),
})
export type Order = z.infer<typeof OrderSchema>
