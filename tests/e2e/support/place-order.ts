/**
 * A paid order made through the shop's own /api calls, the way the storefront makes one:
 * upload a photo, paint it, put it in the cart as a framed canvas, address, check out in
 * test-payment mode and press Pay (with the page's owner token, as the shopper's browser has
 * it). For tests about what happens after the purchase.
 */
import { readFileSync } from "node:fs"
import { basename } from "node:path"
import { expect } from "@playwright/test"
import { CAT_PHOTO } from "./flows"
import { api, publicStyles, shop, type ApiAccount } from "./shop"

/** The buyer's shipping and billing address, a Colorado one (shipping and taxes without surprises). */
export const ADDRESS = {
  firstName: "Ezra",
  lastName: "Tester",
  country: "USA",
  state: "CO",
  city: "Denver",
  address1: "1200 Larimer Street",
  address2: "",
  zipCode: "80204",
  phoneNumber: "303-555-0123",
}

async function uploadPhoto(token: string, file = CAT_PHOTO): Promise<string> {
  const form = new FormData()
  form.append("image", new Blob([new Uint8Array(readFileSync(file))]), basename(file))
  const res = await fetch(`${shop().backendUrl}/api/photo`, { method: "POST", headers: { authorization: `Token ${token}` }, body: form })
  expect(res.status, await res.clone().text()).toBeLessThan(300)
  return ((await res.json()) as { id: string }).id
}

/** A finished painting of the buyer's photo and the black-framed canvas (2:3, unsigned) it fits. */
export async function paintingOnCanvas(buyer: ApiAccount): Promise<{ paintingId: string; mediumId: string }> {
  const token = buyer.token
  const photoId = await uploadPhoto(token)
  await expect
    .poll(async () => (await api<{ status: string }>(`photo/${photoId}`, { token })).status, {
      timeout: 90_000,
      message: "the photo is analysed",
    })
    .toBe("analysed")
  const style = (await publicStyles()).find((s) => s.slug === "oil") ?? (await publicStyles())[0]
  const painting = await api<{ id: string }>("painting", { token, method: "POST", body: { photoId, styleId: style.id } })
  await expect
    .poll(async () => (await api<{ status: string }>(`painting/${painting.id}`, { token })).status, {
      timeout: 120_000,
      message: "the painting completes",
    })
    .toBe("complete")

  // A black-framed canvas of the painting's shape (2:3), unsigned.
  const { mediums } = await api<{ mediums: { id: string; frame: string; signed: boolean }[] }>(
    "mediums?category=black-frame&aspectRatio=0.67"
  )
  const medium = mediums.find((m) => m.frame === "black" && !m.signed)
  expect(medium, "a black-framed canvas that fits a 2:3 painting").toBeTruthy()
  return { paintingId: painting.id, mediumId: medium!.id }
}

export async function placePaidOrder(buyer: ApiAccount): Promise<{ orderId: string; paintingId: string }> {
  const token = buyer.token
  const { paintingId, mediumId } = await paintingOnCanvas(buyer)
  await api("cart", { token, method: "POST", body: { painting: paintingId, medium: mediumId } })
  await api("account/update", {
    token,
    method: "PATCH",
    body: { addresses: { shipping: ADDRESS, billing: ADDRESS, isBillingSameAsShipping: true } },
  })
  const { url } = await api<{ url: string }>("cart/create-checkout-session", { token, method: "POST" })
  // The Pay button of the test-payment page: its form posts to …/pay with the page's owner token.
  const page = new URL(url)
  const paid = await fetch(`${page.origin}${page.pathname.replace(/\/$/, "")}/pay${page.search}`, { method: "POST", redirect: "manual" })
  expect(paid.status, "Pay sends the customer on to the order-complete page").toBe(303)

  const orders = await expect
    .poll(async () => (await api<{ orders: { uuid: string }[] }>("orders", { token })).orders.length, { timeout: 30_000 })
    .toBeGreaterThan(0)
    .then(() => api<{ orders: { uuid: string }[] }>("orders", { token }))
  return { orderId: orders.orders[0].uuid, paintingId }
}

/**
 * An order the print partner may receive. Orders paid on the test-payment page are labelled
 * test and never sent to the print partner, so the fulfilment journey starts from the order the
 * shop's staff make by hand for the buyer (POST /api/order, as for a reprint) of the same canvas;
 * its print file is rendered after a paint_hq request by staff (before the order exists the buyer
 * has not bought the painting, and only buyers and staff may have its clean HQ image).
 */
export async function placePrintableOrder(buyer: ApiAccount, staff: ApiAccount): Promise<{ orderId: string; paintingId: string }> {
  const { paintingId, mediumId } = await paintingOnCanvas(buyer)
  // A staff-made order has no order.placed: the print file comes from an HQ request instead.
  await api(`painting/${paintingId}/paint_hq`, { token: staff.token, method: "POST" })
  const { state, city, address1, zipCode, phoneNumber, firstName, lastName } = ADDRESS
  const order = await api<{ uuid: string; isTest: boolean }>("order", {
    token: staff.token,
    method: "POST",
    body: {
      accountId: buyer.id,
      country: ADDRESS.country,
      shippingAddress: { firstName, lastName, address1, city, state, zipCode, phoneNumber },
      items: [{ medium: mediumId, quantity: 1, painting: paintingId }],
    },
  })
  expect(order.isTest, "a staff-made order is not a test order").toBe(false)
  return { orderId: order.uuid, paintingId }
}
