/**
 * Cart fixtures: a finished painting owned by a shopper (made directly in the painting
 * module: the painting machinery has its own specs), the seeded variants by product handle
 * and frame, and the account's saved addresses.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { expect } from "vitest"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { withToken } from "./shop-api"
import { makeShopper } from "./shoppers"

export async function finishedPainting(
  container: MedusaContainer,
  customerId: string,
  size: { width: number; height: number } = { width: 512, height: 768 },
  title = "Rex in oil"
) {
  const paintings = container.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [painting] = await paintings.createPaintings([
    { title, photo_id: "photo_fixture", style_id: "style_fixture", status: "complete", ...size },
  ])
  await container.resolve(ContainerRegistrationKeys.LINK).create({
    [PAINTING_MODULE]: { painting_id: painting.id },
    [Modules.CUSTOMER]: { customer_id: customerId },
  })
  return painting
}

/** The seeded variant of a product (by handle) with a frame ("none", "black", ...) and signature. */
export async function variantOf(container: MedusaContainer, handle: string, frame = "none", signed = false): Promise<string> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["variants.id", "variants.metadata"], filters: { handle } })
  const variants = (data[0] as unknown as { variants: { id: string; metadata: { frame: string; signed: boolean } }[] }).variants
  const found = variants.find((v) => v.metadata.frame === frame && v.metadata.signed === signed)
  if (!found) throw new Error(`No ${frame}/${signed} variant of ${handle}`)
  return found.id
}

type Address = {
  country: string
  state?: string
  city?: string
  address1?: string
  zipCode?: string
  firstName?: string
  lastName?: string
  phoneNumber?: string
}

export async function setAddresses(container: MedusaContainer, accountId: string, shipping: Address, billing?: Address) {
  const full = (a: Address) => ({
    firstName: "Ada",
    lastName: "Lovelace",
    city: "Springfield",
    address1: "1 Main St",
    zipCode: "80202",
    state: "",
    ...a,
  })
  // As PATCH /api/account/update saves them (its workflow, by name, as the shop registered it):
  // the account's open cart follows in the same workflow.
  await container.resolve(Modules.WORKFLOW_ENGINE).run("update-account", {
    input: {
      id: accountId,
      addresses: { shipping: full(shipping), billing: billing ? full(billing) : null, isBillingSameAsShipping: !billing },
    },
    throwOnError: true,
  })
}

export async function customerOf(container: MedusaContainer, accountId: string): Promise<string> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "account", fields: ["customer.id"], filters: { id: accountId } })
  return (data[0] as unknown as { customer: { id: string } }).customer.id
}

/** A variant's seeded price in a currency. */
export async function priceOf(container: MedusaContainer, variantId: string, currency: string): Promise<number> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product_variant",
    fields: ["prices.amount", "prices.currency_code"],
    filters: { id: variantId },
  })
  const prices = (data[0] as unknown as { prices: { amount: number; currency_code: string }[] }).prices
  return Number(prices.find((p) => p.currency_code === currency)!.amount)
}

/** The cart calls' answer, as far as the checkout specs read it. */
export type CartAnswer = { id: string; total: number; currency: string; items: { id: string }[] }

/** A verified shopper with a complete address whose cart holds one print of a finished painting of theirs. */
export async function shopperWithPaintingInCart(api: Parameters<typeof makeShopper>[0], container: MedusaContainer, address: Address) {
  const shopper = await makeShopper(api, container, "verified")
  const painting = await finishedPainting(container, await customerOf(container, shopper.account.id))
  await setAddresses(container, shopper.account.id, address)
  const cart = (await api.post("/api/cart", { painting: painting.id }, withToken(shopper.token))).data as CartAnswer
  return { ...shopper, painting, cart }
}

/**
 * verify-purchase as the order-complete page calls it: asked again (every `everyMs`, 1 s as the
 * page does) while it answers 202, the order being placed; the 200 with the order, or an error after 30 s.
 */
export async function verifiedOrder(
  api: Parameters<typeof makeShopper>[0],
  code: string,
  token: string,
  everyMs = 1_000
): Promise<{ status: number; data: { order: string } }> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const answer = await api.post("/api/cart/verify-purchase", { code }, { ...withToken(token), validateStatus: () => true })
    if (answer.status === 200) return answer as { status: number; data: { order: string } }
    expect(answer).toMatchObject({ status: 202, data: { order: null, placing: true, message: "Thank you!" } })
    if (Date.now() > deadline) throw new Error(`checkout ${code} did not become an order within 30 s`)
    await new Promise((r) => setTimeout(r, everyMs))
  }
}
