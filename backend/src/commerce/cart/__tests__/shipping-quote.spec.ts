import { describe, expect, it } from "vitest"
import { quotesAreShareable, type ProfileOption } from "../shipping-quote"

/** An option as the seed makes it: priced per currency, tripled for Hawaii, offered in the store. */
const seeded = (id: string): ProfileOption => ({
  id,
  name: "Standard Shipping",
  shipping_profile_id: "sp_1",
  service_zone: { geo_zones: [{ country_code: "us" }] },
  prices: [
    { amount: 9.95, currency_code: "usd", price_rules: [] },
    { amount: 29.85, currency_code: "usd", price_rules: [{ attribute: "shipping_address.province_code", operator: "eq", value: "us-hi" }] },
  ],
  rules: [
    { attribute: "enabled_in_store", operator: "eq", value: "true" },
    { attribute: "is_return", operator: "eq", value: "false" },
  ],
})

describe("a shipping quote shared by carts with the same fingerprint", () => {
  it("is shared when the options' prices and rules look only at the address and the store", () => {
    expect(quotesAreShareable([seeded("so_1"), seeded("so_2")])).toBe(true)
  })

  it("is the cart's own when a price depends on the lines (free shipping over an amount)", () => {
    const free = seeded("so_free")
    free.prices!.push({ amount: 0, currency_code: "usd", price_rules: [{ attribute: "item_total", operator: "gte", value: "200" }] })
    expect(quotesAreShareable([seeded("so_1"), free])).toBe(false)
  })

  it("is the cart's own when an option is only for some customers", () => {
    const members = seeded("so_members")
    members.rules!.push({ attribute: "customer.groups.id", operator: "in", value: "cusgroup_vip" })
    expect(quotesAreShareable([members])).toBe(false)
  })
})
