import { describe, expect, it } from "vitest"
import { ApiError } from "../api/api-error"
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
    expect(describeCheckoutError(new ApiError(400, "Your cart is currently empty.", undefined, "cart"))).toBe("Your cart is currently empty.")
  })
  it("asks visitors to log in", () => {
    expect(describeCheckoutError(new ApiError(423, "Login required."))).toBe("Please log in or sign up to check out.")
  })
  it("covers an unreachable shop", () => {
    expect(describeCheckoutError(new TypeError("fetch failed"))).toBe("The payment page could not be opened. Please try again.")
  })
})
