/**
 * The cart follows what a merchandiser changes in Medusa's admin (issue 20, item 2): the
 * facts a cart call reads every time (the shop's shipping options, a variant's product, the
 * tax rates of a new line) come from the shared cache, which the Caching Module clears when the
 * admin's write emits its events, a few ms after the admin's call answered. A shopper sees the
 * change on the next look at the cart, and the next change to the cart charges it.
 */
import { beforeAll, expect, it } from "vitest"
import { customerOf, finishedPainting, priceOf, setAddresses, variantOf } from "../helpers/cart"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { asMerchandiser, settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"
import { pollUntil } from "../helpers/wait"
import { printTargetOf } from "../../src/workflows/painting/steps/queue-production"

type CartBody = {
  items: { id: string; label: { text2: string }; shippingOptions: { id: string; cost: number }[] }[]
  shippingOption: { id: string; cost: number } | null
  subtotal: number
  shipping: number
  taxes: number
  total: number
  taxLines: { name: string; rate: number; amount: number }[]
}

const round2 = (n: number) => Math.round(n * 100) / 100
/** Waits for the change to show: events clear the cache moments after the admin's call answered. */
const SHOWN_WITHIN_MS = 10_000

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    let staff: { headers: Record<string, string> }

    beforeAll(async () => {
      staff = await asMerchandiser(api)
    })

    async function shopperWithCart(medium: string) {
      const container = getContainer()
      const shopper = await makeShopper(api, container, "verified")
      const customerId = await customerOf(container, shopper.account.id)
      const painting = await finishedPainting(container, customerId)
      const added = await api.post("/api/cart", { painting: painting.id, medium }, withToken(shopper.token))
      return { ...shopper, customerId, cart: added.data as CartBody }
    }

    const cartOf = async (token: string) => (await api.get("/api/cart", withToken(token))).data as CartBody

    it("charges a shipping price changed in Medusa's admin: the cart lists it at once and its next change charges it", async () => {
      const container = getContainer()
      const medium = await variantOf(container, "canvas-12x18")
      const shopper = await makeShopper(api, container, "verified")
      await setAddresses(container, shopper.account.id, { country: "ENG", zipCode: "SW1A 1AA" })
      const painting = await finishedPainting(container, await customerOf(container, shopper.account.id))
      const cart = (await api.post("/api/cart", { painting: painting.id, medium }, withToken(shopper.token))).data as CartBody
      const chosen = cart.shippingOption!
      expect(chosen.cost).toBe(9.95)

      const { data: found } = await api.get(`/admin/shipping-options/${chosen.id}?fields=id,*prices`, staff)
      const prices = found.shipping_option.prices as { id: string; currency_code: string; amount: number }[]
      expect(prices.map((p) => [p.currency_code, p.amount])).toEqual([["gbp", 9.95]])
      // As the admin's form sends it.
      await api.post(`/admin/shipping-options/${chosen.id}`, { prices: [{ id: prices[0].id, currency_code: "gbp", amount: 12.95 }] }, staff)

      // The cart's line lists the option at its new price...
      const listed = await pollUntil(
        () => cartOf(shopper.token),
        (c) => c.items[0].shippingOptions.find((o) => o.id === chosen.id)?.cost === 12.95,
        SHOWN_WITHIN_MS,
        100
      )
      expect(listed.items[0].shippingOptions.find((o) => o.id === chosen.id)?.cost).toBe(12.95)
      // ...and the next change to the cart charges it, taxed (showing a cart never writes to it).
      const changed = (await api.patch(`/api/cart/${cart.items[0].id}`, { quantity: 2 }, withToken(shopper.token))).data as CartBody
      const gbp = await priceOf(container, medium, "gbp")
      expect(changed).toMatchObject({ shippingOption: { id: chosen.id, cost: 12.95 }, subtotal: round2(gbp * 2), shipping: 12.95 })
      expect(changed.taxes).toBe(round2(round2(gbp * 2 * 0.2) + round2(12.95 * 0.2)))
      expect(changed.total).toBe(round2(changed.subtotal + changed.shipping + changed.taxes))
      expect(await cartOf(shopper.token)).toEqual(changed)
    })

    it("adds a print without a medium on the plain print that is cheapest once a price changes in Medusa's admin", async () => {
      const container = getContainer()
      const shopper = await makeShopper(api, container, "verified")
      const painting = await finishedPainting(container, await customerOf(container, shopper.account.id))
      type Line = { id: string; medium: string }
      const addPlain = async () => {
        const added = (await api.post("/api/cart", { painting: painting.id }, withToken(shopper.token))).data as { items: Line[] }
        const line = added.items.at(-1)!
        await api.delete(`/api/cart/${line.id}`, withToken(shopper.token))
        return line.medium
      }
      const before = await addPlain()
      const large = await variantOf(container, "canvas-24x36")
      expect(before).not.toBe(large)

      const { data: found } = await api.get(`/admin/products?handle=canvas-24x36&fields=id,variants.id,*variants.prices`, staff)
      const product = found.products[0] as {
        id: string
        variants: { id: string; prices: { id: string; currency_code: string; amount: number }[] }[]
      }
      const prices = product.variants.find((v) => v.id === large)!.prices
      await api.post(
        `/admin/products/${product.id}/variants/${large}`,
        { prices: prices.map((p) => ({ id: p.id, currency_code: p.currency_code, amount: p.currency_code === "usd" ? 1 : p.amount })) },
        staff
      )
      // The shared choice is cleared by the price's event moments after the admin's call answered.
      expect(await pollUntil(addPlain, (medium) => medium === large, SHOWN_WITHIN_MS, 100)).toBe(large)
    })

    it("shows a product renamed in Medusa's admin on the cart's line, and refuses a product unpublished there", async () => {
      const container = getContainer()
      const medium = await variantOf(container, "canvas-12x18")
      const { token, customerId, cart } = await shopperWithCart(medium)
      expect(cart.items[0].label.text2).toMatch(/^Canvas 12×18 in · /)
      const { data: found } = await api.get(`/admin/products?handle=canvas-12x18&fields=id,title`, staff)
      const product = found.products[0] as { id: string; title: string }

      await api.post(`/admin/products/${product.id}`, { title: "Gallery canvas 12x18" }, staff)
      const renamed = await pollUntil(
        () => cartOf(token),
        (c) => c.items[0].label.text2.startsWith("Gallery canvas 12x18"),
        SHOWN_WITHIN_MS,
        100
      )
      expect(renamed.items[0].label.text2).toMatch(/^Gallery canvas 12x18 · /)

      await api.post(`/admin/products/${product.id}`, { status: "draft" }, staff)
      // The catalogue's read of the medium is cleared by the same event.
      await pollUntil(
        () => settle(api.get(`/api/medium/${medium}`)),
        (r) => r.status === 404,
        SHOWN_WITHIN_MS,
        100
      )
      const another = await finishedPainting(container, customerId)
      const refused = await settle(api.post("/api/cart", { painting: another.id, medium }, withToken(token)))
      expect(refused).toMatchObject({ status: 400, data: { field: "medium", message: "Product is currently unavailable." } })
      expect((await cartOf(token)).items).toHaveLength(1)
    })

    it("sizes the next print file from the products left published in Medusa's admin", async () => {
      const container = getContainer()
      // A landscape painting prints on the largest 2:3 product: 24x36 in, until those are unpublished.
      const landscape = { width: 768, height: 512 }
      expect((await printTargetOf(container, landscape)).product).toMatchObject({ width: 24, height: 36 })
      const { data: found } = await api.get(`/admin/products?fields=id,handle&limit=100`, staff)
      const largest = (found.products as { id: string; handle: string }[]).filter((p) => p.handle.endsWith("-24x36"))
      expect(largest.map((p) => p.handle).sort()).toEqual(["canvas-24x36", "poster-24x36"])
      for (const product of largest) await api.post(`/admin/products/${product.id}`, { status: "draft" }, staff)

      const next = await pollUntil(
        () => printTargetOf(container, landscape),
        (t) => t.product?.handle !== undefined && !t.product.handle.endsWith("-24x36"),
        SHOWN_WITHIN_MS,
        100
      )
      expect(next.product).toEqual({ handle: "canvas-20x30", width: 20, height: 30 })
    })

    it("taxes the next print added at a tax rate changed in Medusa's admin", async () => {
      const container = getContainer()
      const medium = await variantOf(container, "canvas-12x18")
      const shopper = await makeShopper(api, container, "verified")
      const customerId = await customerOf(container, shopper.account.id)
      await setAddresses(container, shopper.account.id, { country: "ENG", zipCode: "SW1A 1AA" })
      const first = await finishedPainting(container, customerId)
      const before = (await api.post("/api/cart", { painting: first.id, medium }, withToken(shopper.token))).data as CartBody
      expect(before.taxLines.map((t) => [t.name, t.rate])).toEqual([["VAT", 20]])

      const { data: regions } = await api.get(`/admin/tax-regions?country_code=gb&fields=id,*tax_rates`, staff)
      const vat = (regions.tax_regions as { tax_rates: { id: string; rate: number; is_default: boolean }[] }[])
        .flatMap((r) => r.tax_rates)
        .find((r) => r.is_default)!
      await api.post(`/admin/tax-rates/${vat.id}`, { rate: 21 }, staff)

      const gbp = await priceOf(container, medium, "gbp")
      const taxedAt = (cart: CartBody, rate: number) => cart.taxLines.find((t) => t.name === "VAT" && t.rate === rate)?.amount
      // Each print added after the change is taxed at the new rate (retried: the rate shows within moments).
      let added = before
      await pollUntil(
        async () => {
          const painting = await finishedPainting(container, customerId)
          added = (await api.post("/api/cart", { painting: painting.id, medium }, withToken(shopper.token))).data as CartBody
          return added
        },
        (c) => taxedAt(c, 21) !== undefined,
        SHOWN_WITHIN_MS,
        100
      )
      expect(taxedAt(added, 21)).toBe(round2(gbp * 0.21))
      expect(added.total).toBe(round2(added.subtotal + added.shipping + added.taxes))
    })
  },
})
