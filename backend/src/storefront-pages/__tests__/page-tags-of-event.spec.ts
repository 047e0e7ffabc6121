import { ProductEvents, PricingEvents } from "@medusajs/framework/utils"
import { describe, expect, it } from "vitest"
import { pageTagsOfEvent } from "../page-tags-of-event"

describe("the storefront pages an event makes stale", () => {
  it("names the catalogue for a product, variant or price change, from Medusa's own event names", () => {
    expect(pageTagsOfEvent(ProductEvents.PRODUCT_UPDATED)).toEqual(["products"])
    expect(pageTagsOfEvent(ProductEvents.PRODUCT_VARIANT_DELETED)).toEqual(["products"])
    expect(pageTagsOfEvent(PricingEvents.PRICE_UPDATED)).toEqual(["products"])
    expect(pageTagsOfEvent("product.updated")).toEqual(["products"])
  })

  it("names styles, paintings, reviews and articles for our modules' changes", () => {
    expect(pageTagsOfEvent("painting.style.updated")).toEqual(["styles"])
    expect(pageTagsOfEvent("painting.painting.deleted")).toEqual(["paintings"])
    expect(pageTagsOfEvent("reviews.review.created")).toEqual(["reviews"])
    expect(pageTagsOfEvent("content.article.updated")).toEqual(["articles"])
  })

  it("ignores what no public page shows", () => {
    for (const name of [
      "order.placed",
      "cart.updated",
      "cart.cart.updated",
      "painting.task.updated",
      "shop.account.email_requested",
      "product.product.viewed",
    ])
      expect(pageTagsOfEvent(name), name).toEqual([])
  })
})
