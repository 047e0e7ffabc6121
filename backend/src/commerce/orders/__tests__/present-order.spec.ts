import { describe, expect, it } from "vitest"
import { presentOrder } from "../present-order"
import type { OrderRecord } from "../order-records"

const clean = { original: "/static/clean.jpg" }
const order = (over: Partial<OrderRecord> = {}): OrderRecord => ({
  id: "order_1",
  display_id: 1,
  status: "pending",
  email: "a@example.com",
  customer_id: "cus_1",
  region_id: "reg_1",
  currency_code: "usd",
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  metadata: { cart_stamp: [{ id: "li_1", painting: "p_1", paintingStamp: { title: "Rex", image: null, productionImage: clean } }] },
  item_subtotal: 199.9,
  discount_subtotal: 0,
  shipping_subtotal: 29.95,
  tax_total: 0,
  total: 229.85,
  credit_line_total: 0,
  ...over,
})

describe("presentOrder's totals and stamp (issue 26)", () => {
  it("shows what a cancelled paid order cost, not Medusa's total after the refund's credit line", () => {
    const cancelled = presentOrder(order({ status: "canceled", total: 0, credit_line_total: 229.85 }))
    expect(cancelled).toMatchObject({ status: "cancelled", isCancelled: true })
    expect(cancelled.totals).toEqual({ subtotal: 199.9, discount: 0, shipping: 29.95, taxes: 0, total: 229.85, currency: "usd" })
    expect(presentOrder(order()).totals.total).toBe(229.85)
  })

  it("keeps a stamp line's clean image with an order that stands, not with a cancelled one", () => {
    expect(presentOrder(order()).cartStamp[0].paintingStamp).toEqual({ title: "Rex", image: null, productionImage: clean })
    expect(presentOrder(order({ status: "canceled" })).cartStamp[0].paintingStamp).toEqual({
      title: "Rex",
      image: null,
      productionImage: null,
    })
  })
})
