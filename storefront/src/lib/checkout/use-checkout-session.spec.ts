import { describe, expect, it } from "vitest"
import { ApiError } from "../api/api-error"
import { isOrderCompleteId, isOrderId } from "./complete-order"
import { describeCheckoutError } from "./use-checkout-session"

describe("checkout errors as shoppers read them", () => {
  it("names the address a field error belongs to", () => {
    expect(describeCheckoutError(new ApiError(400, "Zip code must be at least 5 characters long.", undefined, "shipping.zipCode"))).toBe(
      "Shipping address: Zip code must be at least 5 characters long."
    )
    expect(describeCheckoutError(new ApiError(400, "City must be at least 2 characters long.", undefined, "billing.city"))).toBe(
      "Billing address: City must be at least 2 characters long."
    )
  })
  it("keeps other messages", () => {
    expect(describeCheckoutError(new ApiError(400, "Your cart is currently empty.", undefined, "cart"))).toBe(
      "Your cart is currently empty."
    )
  })
  it("asks visitors to log in", () => {
    expect(describeCheckoutError(new ApiError(423, "Login required."))).toBe("Please log in or sign up to check out.")
  })
  it("covers an unreachable shop", () => {
    expect(describeCheckoutError(new TypeError("fetch failed"))).toBe("The payment page could not be opened. Please try again.")
  })
})

describe("order-complete ids", () => {
  it.each(["payses_01M807A24S1ARQKMD83S6HDJ8G", "cs_test_a1B2c3", "cs_live_XYZ", "order_01M807A24S1ARQKMD83S6HDJ8G"])(
    "accepts %s",
    (id) => {
      expect(isOrderCompleteId(id)).toBe(true)
    }
  )
  it.each(["does-not-exist-0000", "", "payses_", "cs_other_1", "order_../x", "1"])("turns away %j", (id) => {
    expect(isOrderCompleteId(id)).toBe(false)
  })
  it("tells an order id from a checkout code", () => {
    expect(isOrderId("order_01ABC")).toBe(true)
    expect(isOrderId("payses_01ABC")).toBe(false)
  })
})
