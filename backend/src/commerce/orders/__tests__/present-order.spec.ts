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
  items: [
    {
      id: "li_1",
      title: "Canvas",
      quantity: 2,
      unit_price: 99.95,
      adjustments: [],
      tax_lines: [{ rate: 0, code: "US-NONE", description: "No sales tax collected" }],
      variant_id: "v_1",
      product_id: "prod_1",
      product_title: "Canvas",
      variant_title: "12x12",
      thumbnail: null,
      metadata: null,
    },
  ],
  shipping_methods: [{ amount: 29.95, adjustments: [], tax_lines: [] }],
  ...over,
})

describe("presentOrder's totals and stamp (issue 26)", () => {
  it("shows what a cancelled paid order cost, counted from its lines, not Medusa's total after the refund", () => {
    const cancelled = presentOrder(order({ status: "canceled" }))
    expect(cancelled).toMatchObject({ status: "cancelled", isCancelled: true })
    expect(cancelled.totals).toEqual({
      subtotal: 199.9,
      discount: 0,
      shipping: 29.95,
      taxes: 0,
      taxLines: [],
      total: 229.85,
      currency: "usd",
    })
    expect(presentOrder(order()).totals.total).toBe(229.85)
  })

  it("counts an order's money by the cart's rule: a half-cent discount rounds up, taxes per line (Quebec)", () => {
    const quebec = [
      { rate: 5, code: "GST", description: "GST" },
      { rate: 9.975, code: "QST", description: "QST" },
    ]
    const base = order().items![0]!
    const totals = presentOrder(
      order({
        currency_code: "cad",
        items: [{ ...base, unit_price: 53.95, quantity: 3, adjustments: [{ amount: "16.185" }], tax_lines: quebec }],
        shipping_methods: [{ amount: 14.95, adjustments: [], tax_lines: quebec }],
      })
    ).totals
    expect(totals).toMatchObject({ subtotal: 161.85, discount: 16.19, shipping: 14.95, taxes: 24.05, total: 184.66 })
    expect(totals.taxLines.map((t) => t.name)).toEqual(["GST", "QST"])
  })

  it("gives a standing order's private clean image and print file as signed links, never as file ids", () => {
    const stamped = (productionImage: unknown) =>
      order({ metadata: { cart_stamp: [{ id: "li_1", painting: "p_1", paintingStamp: { title: "Rex", image: null, productionImage } }] } })
    const clean = presentOrder(stamped({ files: { original: "a1b2.jpg", webp: "c3d4.webp" }, width: 768 })).cartStamp[0].paintingStamp
    expect(clean?.productionImage).toEqual({
      width: 768,
      original: expect.stringMatching(/\/api\/file\/a1b2\.jpg\?expires=\d+&sig=/),
      webp: expect.stringMatching(/\/api\/file\/c3d4\.webp\?expires=\d+&sig=/),
    })
    const print = presentOrder(stamped({ fileId: "e5f6.jpg", width: 3600, height: 5400 })).cartStamp[0].paintingStamp
    expect(print?.productionImage).toMatchObject({ fileId: "e5f6.jpg", url: expect.stringMatching(/\/api\/file\/e5f6\.jpg\?expires=/) })
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
