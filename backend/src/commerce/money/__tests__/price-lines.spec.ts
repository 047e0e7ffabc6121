import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { priceLines } from "../price-lines"

/** Quebec's two taxes, as Medusa's tax lines carry them. */
const QUEBEC = [
  { rate: 5, code: "GST", description: "GST" },
  { rate: 9.975, code: "QST", description: "QST" },
]

describe("priceLines: the shop's money to the cent", () => {
  it("rounds a half-cent discount up and adds every figure up (3 x 53.95 at 10 % to Quebec)", () => {
    const priced = priceLines({
      currency: "cad",
      // Medusa's adjustment: 10 % of 161.85, which it keeps as 16.185.
      items: [{ id: "l1", unit_price: 53.95, quantity: 3, adjustments: [{ amount: "16.185" }], tax_lines: QUEBEC }],
      shippingMethods: [{ amount: 14.95, tax_lines: QUEBEC }],
    })
    expect(priced).toMatchObject({ subtotal: 161.85, discount: 16.19, shipping: 14.95, taxes: 24.05, total: 184.66 })
    expect(priced.taxLines).toEqual([
      { name: "GST", code: "GST", rate: 5, amount: 8.03 },
      { name: "QST", code: "QST", rate: 9.975, amount: 16.02 },
    ])
    expect(priced.lines.l1).toEqual({ subtotal: 161.85, discount: 16.19, taxes: 21.81, total: 167.47 })
  })

  it("rounds half away from zero where binary floating point would round down (8.995 -> 9.00)", () => {
    const priced = priceLines({ currency: "usd", items: [{ id: "l", unit_price: 89.95, quantity: 1, adjustments: [{ amount: 8.995 }] }] })
    expect(priced).toMatchObject({ subtotal: 89.95, discount: 9, total: 80.95 })
  })

  it("never discounts a line below zero, and leaves untaxed countries without a tax line", () => {
    const priced = priceLines({
      currency: "usd",
      items: [
        { id: "l", unit_price: 20, quantity: 1, adjustments: [{ amount: 15 }, { amount: 15 }], tax_lines: [{ rate: 0, code: "US-NONE" }] },
      ],
      shippingMethods: [{ amount: 9.95 }],
    })
    expect(priced).toMatchObject({ subtotal: 20, discount: 20, shipping: 9.95, taxes: 0, total: 9.95, taxLines: [] })
  })

  /*
   * An independent computation in whole numbers: cents, rates in thousandths of a percent and
   * discounts in basis points, rounded half away from zero with BigInt division. Medusa's
   * adjustment is the exact decimal of the voucher's share, as its BigNumber keeps it.
   */
  const roundDiv = (n: bigint, d: bigint) => (2n * n + d) / (2n * d)
  const decimal = (n: bigint, places: number) => {
    const s = n.toString().padStart(places + 1, "0")
    return `${s.slice(0, -places)}.${s.slice(-places)}`
  }
  const TAXES = [[], [0], [5000], [5000, 7000], [5000, 9975], [13000], [15000], [10000], [20000], [23000]]
  const line = fc.record({
    cents: fc.integer({ min: 95, max: 60000 }),
    quantity: fc.integer({ min: 1, max: 6 }),
    discountBp: fc.constantFrom(0, 500, 1000, 1250, 1500, 2000, 2500, 3333, 5000, 10000),
  })
  const cart = fc.record({
    lines: fc.array(line, { minLength: 1, maxLength: 5 }),
    shippingCents: fc.integer({ min: 0, max: 10000 }),
    taxes: fc.constantFrom(...TAXES),
  })

  it("agrees with a whole-number computation on every total of random carts", () => {
    fc.assert(
      fc.property(cart, ({ lines, shippingCents, taxes }) => {
        const taxLines = taxes.map((milli) => ({ rate: milli / 1000, code: `T${milli}` }))
        const priced = priceLines({
          currency: "cad",
          items: lines.map((l, i) => ({
            id: `l${i}`,
            unit_price: decimal(BigInt(l.cents), 2),
            quantity: l.quantity,
            adjustments: l.discountBp ? [{ amount: decimal(BigInt(l.cents * l.quantity) * BigInt(l.discountBp), 6) }] : [],
            tax_lines: taxLines,
          })),
          shippingMethods: [{ amount: decimal(BigInt(shippingCents), 2), tax_lines: taxLines }],
        })

        let subtotal = 0n
        let discount = 0n
        let tax = 0n
        const taxOf = (amount: bigint) => taxes.reduce((sum, milli) => sum + roundDiv(amount * BigInt(milli), 100000n), 0n)
        lines.forEach((l, i) => {
          const gross = BigInt(l.cents * l.quantity)
          const off = roundDiv(gross * BigInt(l.discountBp), 10000n)
          subtotal += gross
          discount += off
          tax += taxOf(gross - off)
          expect(priced.lines[`l${i}`].discount).toBe(Number(off) / 100)
        })
        const shipping = BigInt(shippingCents)
        tax += taxOf(shipping)
        const total = subtotal - discount + shipping + tax

        const cents = (n: number) => Math.round(n * 100)
        expect(cents(priced.subtotal)).toBe(Number(subtotal))
        expect(cents(priced.discount)).toBe(Number(discount))
        expect(cents(priced.shipping)).toBe(Number(shipping))
        expect(cents(priced.taxes)).toBe(Number(tax))
        expect(cents(priced.total)).toBe(Number(total))
        // Every figure is a whole number of cents, and the shown figures add up to the total.
        for (const n of [priced.subtotal, priced.discount, priced.shipping, priced.taxes, priced.total]) {
          expect(n).toBe(cents(n) / 100)
        }
        expect(cents(priced.taxLines.reduce((s, t) => s + t.amount, 0))).toBe(Number(tax))
      }),
      { numRuns: 500 }
    )
  })
})
