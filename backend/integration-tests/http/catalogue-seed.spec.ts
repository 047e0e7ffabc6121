/**
 * The seeded catalogue as shoppers and merchandisers meet it: regions and currencies,
 * Canadian taxes per province, a price in every currency, and a seed that can run twice.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { loadCatalogueData, seedShop, type SeedShopResult } from "@petshop/seed"
import { createCartWorkflow, listShippingOptionsForCartWorkflow } from "@medusajs/medusa/core-flows"
import { beforeAll, expect, it } from "vitest"
import { variantOf } from "../helpers/cart"

const data = loadCatalogueData()

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let seeded: SeedShopResult
    let storeHeaders: { headers: Record<string, string> }

    beforeAll(async () => {
      seeded = await seedShop(getContainer())
      storeHeaders = { headers: { "x-publishable-api-key": seeded.publishableKey } }
    })

    it("creates every region of the spec with its currency and countries", async () => {
      const { data: body } = await api.get("/store/regions?fields=name,currency_code,*countries", storeHeaders)
      const regions = Object.fromEntries(
        body.regions.map((r: { name: string; currency_code: string; countries: { iso_2: string }[] }) => [
          r.name,
          { currency: r.currency_code, countries: r.countries.map((c) => c.iso_2).sort() },
        ])
      )
      expect(regions).toEqual({
        "United States": { currency: "usd", countries: ["us"] },
        Canada: { currency: "cad", countries: ["ca"] },
        Australia: { currency: "aud", countries: ["au"] },
        "United Kingdom": { currency: "gbp", countries: ["gb"] },
        Ireland: { currency: "eur", countries: ["ie"] },
      })
    })

    it("makes every region currency a store currency, USD the default", async () => {
      const store = (
        await getContainer()
          .resolve(Modules.STORE)
          .listStores({}, { relations: ["supported_currencies"] })
      )[0]
      const currencies = store.supported_currencies!.map((c) => c.currency_code).sort()
      expect(currencies).toEqual(["aud", "cad", "eur", "gbp", "usd"])
      expect(store.supported_currencies!.find((c) => c.is_default)?.currency_code).toBe("usd")
    })

    it.each([
      ["ca-on", "Ontario HST", 13],
      ["ca-qc", "Quebec GST + QST", 14.975],
      ["ca-bc", "British Columbia GST + PST", 12],
      ["ca-ab", "Alberta GST", 5],
      ["ca-mb", "Manitoba GST + RST", 12],
      ["ca-sk", "Saskatchewan GST + PST", 11],
      ["ca-ns", "Nova Scotia HST", 15],
      ["ca-yt", "Yukon GST", 5],
    ] as const)("taxes a cart shipped to %s (%s) at %s percent", async (province, _label, rate) => {
      const container = getContainer()
      const [canada] = await container.resolve(Modules.REGION).listRegions({ currency_code: "cad" })
      const { result: created } = await createCartWorkflow(container).run({
        input: {
          region_id: canada.id,
          shipping_address: {
            country_code: "ca",
            province,
            first_name: "Test",
            last_name: "Shopper",
            city: "Town",
            address_1: "1 Main St",
            postal_code: "A1A 1A1",
          },
          items: [{ variant_id: await variantOf(container, "canvas-16x24"), quantity: 2 }],
        },
      })
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data: carts } = await query.graph({
        entity: "cart",
        fields: ["currency_code", "item_subtotal", "item_tax_total", "items.tax_lines.rate"],
        filters: { id: created.id },
      })
      const cart = carts[0] as unknown as {
        currency_code: string
        item_subtotal: number
        item_tax_total: number
        items: { tax_lines: { rate: number }[] }[]
      }
      const appliedRate = cart.items[0].tax_lines.reduce((sum, line) => sum + Number(line.rate), 0)
      expect(appliedRate).toBeCloseTo(rate, 3)
      expect(cart.currency_code).toBe("cad")
      expect(Number(cart.item_tax_total)).toBeCloseTo((Number(cart.item_subtotal) * rate) / 100, 2)
    })

    it("prices every variant of every product in every currency", async () => {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: products } = (await query.graph({
        entity: "product",
        fields: ["handle", "variants.sku", "variants.prices.currency_code", "variants.prices.amount"],
      })) as unknown as { data: { handle: string; variants: { sku: string; prices: { currency_code: string; amount: number }[] }[] }[] }
      expect(products).toHaveLength(data.products.products.length)
      const missing: string[] = []
      for (const product of products) {
        expect(product.variants.length).toBeGreaterThan(0)
        for (const variant of product.variants) {
          const currencies = new Set(variant.prices.map((p) => p.currency_code))
          for (const currency of ["usd", "cad", "aud", "gbp", "eur"]) {
            if (!currencies.has(currency)) missing.push(`${variant.sku} ${currency}`)
          }
          for (const price of variant.prices) expect(Number(price.amount)).toBeGreaterThan(0)
        }
      }
      expect(missing).toEqual([])
    })

    it("shows the spec's default price of 54.95 for a product without a price", async () => {
      const { data: body } = await api.get("/store/products?handle=poster-16x20&fields=*variants.prices", storeHeaders)
      const usd = body.products[0].variants[0].prices.find((p: { currency_code: string }) => p.currency_code === "usd")
      expect(Number(usd.amount)).toBe(54.95)
    })

    it("fills each of the five product pages with products", async () => {
      for (const handle of ["canvas", "black-frame", "walnut-frame", "white-frame", "signed-artworks"]) {
        const { data: categories } = await api.get(`/store/product-categories?handle=${handle}`, storeHeaders)
        expect(categories.product_categories).toHaveLength(1)
        const { data: products } = await api.get(
          `/store/products?category_id=${categories.product_categories[0].id}&fields=handle,metadata`,
          storeHeaders
        )
        expect(products.products.length).toBeGreaterThan(0)
        for (const p of products.products) expect(p.metadata.type).toBe("canvas")
      }
    })

    it("offers shipping to every seeded country in its currency", async () => {
      const container = getContainer()
      const variantId = await variantOf(container, "canvas-12x18")
      for (const region of await container.resolve(Modules.REGION).listRegions({}, { relations: ["countries"] })) {
        const country = region.countries![0].iso_2
        const { result: created } = await createCartWorkflow(container).run({
          input: { region_id: region.id, shipping_address: { country_code: country }, items: [{ variant_id: variantId, quantity: 1 }] },
        })
        const { result } = await listShippingOptionsForCartWorkflow(container).run({ input: { cart_id: created.id, is_return: false } })
        const options = result as { amount: number }[]
        expect(options.length, `shipping options for ${country}`).toBeGreaterThanOrEqual(2)
        for (const option of options) expect(Number(option.amount)).toBeGreaterThan(0)
      }
    })

    it("gives the demo shoppers shop accounts with their flags (verified, unverified, admin)", async () => {
      for (const shopper of data.accounts.customers) {
        const { data: account } = await api.post("/api/account/login", { email: shopper.email, password: shopper.password })
        expect(account, shopper.email).toMatchObject({
          email: shopper.email,
          isTemp: false,
          isVerified: shopper.profile.isVerified,
          isAdmin: shopper.profile.isAdmin,
          referralCode: expect.any(Number),
        })
      }
      expect(data.accounts.customers.map((c) => [c.email.split("@")[0], c.profile])).toEqual([
        ["shopper", { isVerified: true, isAdmin: false }],
        ["newbie", { isVerified: false, isAdmin: false }],
        ["staff", { isVerified: true, isAdmin: true }],
      ])
    })

    it("lets the demo merchandiser log in to the Medusa admin", async () => {
      const admin = data.accounts.adminUsers[0]
      const { data: auth } = await api.post("/auth/user/emailpass", { email: admin.email, password: admin.password })
      const { data: me } = await api.get("/admin/users/me", { headers: { authorization: `Bearer ${auth.token}` } })
      expect(me.user.email).toBe(admin.email)
    })

    it("fills the home gallery with the shop's own demo paintings, three per style", async () => {
      const { data: home } = await api.get("/api/paintings?type=image-to-image&scope=isPublic&page=1&perPage=12")
      expect(home.count).toBe(data.styles.styles.length * 3)
      expect(home.paintings).toHaveLength(12)
      for (const p of home.paintings) {
        expect(p).toMatchObject({ isDemo: true, isPublic: true, status: "complete", image: { original: expect.stringMatching(/^http/) } })
        expect(p.title).toMatch(/^(Tabby cat|Beagle|Tortoiseshell cat) in /)
      }
    })

    it("gives the style demos an AVIF copy where it is lighter than their WebP, sent as image/avif", async () => {
      type Demo = { low?: string; avif?: { low?: string } }
      const styles = (await getContainer()
        .resolve<PaintingModuleService>(PAINTING_MODULE)
        .listStyles({}, { select: ["id", "demo_images"] })) as unknown as { demo_images: Demo[] | null }[]
      const demos = styles.flatMap((s) => s.demo_images ?? [])
      expect(demos).toHaveLength(data.styles.styles.length * 3)
      const file = async (url: string) => {
        const res = await api.get(new URL(url).pathname, { responseType: "arraybuffer" })
        return { type: res.headers["content-type"], bytes: (res.data as ArrayBuffer).byteLength }
      }
      const withAvif = demos.filter((d) => d.avif?.low)
      // Most demos are lighter as AVIF (the textured ones by a third); a few flat ones are not.
      expect(withAvif.length).toBeGreaterThan(demos.length / 2)
      for (const demo of withAvif) {
        const [webp, avif] = [await file(demo.low!), await file(demo.avif!.low!)]
        expect(webp.type).toBe("image/webp")
        expect(avif.type).toBe("image/avif")
        expect(avif.bytes).toBeLessThan(webp.bytes)
      }
    })

    it("changes nothing when the seed runs a second time", async () => {
      const container = getContainer()
      const count = async () => ({
        regions: (await container.resolve(Modules.REGION).listRegions()).length,
        taxRegions: (await container.resolve(Modules.TAX).listTaxRegions()).length,
        products: (await container.resolve(Modules.PRODUCT).listProducts()).length,
        variants: (await container.resolve(Modules.PRODUCT).listProductVariants()).length,
        shippingOptions: (await container.resolve(Modules.FULFILLMENT).listShippingOptions()).length,
        apiKeys: (await container.resolve(Modules.API_KEY).listApiKeys()).length,
        customers: (await container.resolve(Modules.CUSTOMER).listCustomers()).length,
        users: (await container.resolve(Modules.USER).listUsers()).length,
        paintings: (await container.resolve<PaintingModuleService>(PAINTING_MODULE).listPaintings()).length,
      })
      const before = await count()
      const again = await seedShop(container)
      expect(again.created).toBe(0)
      expect(again.publishableKey).toBe(seeded.publishableKey)
      expect(await count()).toEqual(before)
    })
  },
})
