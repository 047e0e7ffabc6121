/**
 * Products and mediums in the spec's shape (section 3) made from the seeded Medusa catalogue,
 * and the admin's product calls going through Medusa's product workflows.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { Modules } from "@medusajs/framework/utils"
import { expect, it } from "vitest"
import { asDomainError } from "../../src/lib/errors"
import { createShopProductWorkflow } from "../../src/workflows/product/create-shop-product"
import { updateShopProductWorkflow } from "../../src/workflows/product/update-shop-product"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"

/** The catalogue's answers, as far as this spec reads them. */
type FrameBody = { color: string; price: number; medium: string; signed: { medium: string; price: number } }
type ProductBody = {
  type: string
  handle: string
  width: number
  height: number
  medium: string
  signed: { medium: string }
  frames: FrameBody[]
}

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    const admin = async () => withToken((await makeShopper(api, getContainer(), "admin")).token)

    async function expectAdminOnly(call: (config: object) => Promise<{ status: number; data: unknown }>) {
      const verified = await makeShopper(api, getContainer(), "verified")
      const temporary = await makeShopper(api, getContainer(), "temporary")
      for (const [who, config] of [
        ["verified", withToken(verified.token)],
        ["temporary", withToken(temporary.token)],
        ["no token", {}],
      ] as const) {
        expect((await settle(call(config))).status, who).toBe(401)
      }
    }

    it("lists canvases then posters, smallest first, in the spec's shape", async () => {
      const { status, data } = await api.get("/api/products")
      expect(status).toBe(200)
      expect(data.currency).toBe("usd")
      const types = data.products.map((p: ProductBody) => p.type)
      expect(types.indexOf("poster")).toBeGreaterThan(types.lastIndexOf("canvas"))
      const canvases = data.products.filter((p: ProductBody) => p.type === "canvas")
      const areas = canvases.map((p: ProductBody) => p.width * p.height)
      expect(areas).toEqual([...areas].sort((a: number, b: number) => a - b))

      const canvas = data.products.find((p: ProductBody) => p.handle === "canvas-12x18")
      expect(canvas).toMatchObject({
        name: "Canvas 12×18 in",
        type: "canvas",
        width: 12,
        height: 18,
        aspectRatio: "0.67",
        price: 89.95,
        medium: expect.stringMatching(/^variant_/),
        signed: { price: 139.95, medium: expect.stringMatching(/^variant_/) },
      })
      expect(canvas.id).toMatch(/^prod_/)
      expect(canvas.prices).toEqual({ usd: 89.95, aud: 138.52, cad: 121.43, eur: 81.85, gbp: 71.06 })
      expect(canvas.frames.map((f: FrameBody) => [f.color, f.price])).toEqual([
        ["black", 129.95],
        ["walnut", 139.95],
        ["white", 129.95],
      ])
      for (const f of canvas.frames) {
        expect(f.medium).toMatch(/^variant_/)
        expect(f.signed.price).toBe(f.price + 50)
      }
      expect(
        new Set([canvas.medium, canvas.signed.medium, ...canvas.frames.flatMap((f: FrameBody) => [f.medium, f.signed.medium])]).size
      ).toBe(8)
      expect(canvas.categories).toEqual(expect.arrayContaining(["canvas", "black-frame", "signed-artworks"]))

      const poster = data.products.find((p: ProductBody) => p.handle === "poster-16x20")
      expect(poster).toMatchObject({ type: "poster", price: 54.95, frames: [], signed: null, aspectRatio: "0.80" })
    })

    it("filters by type, aspect ratio, size, category and prices in the asked currency or country", async () => {
      const posters = (await api.get("/api/products?type=poster")).data.products
      expect(posters.length).toBe(5)
      expect(posters.every((p: ProductBody) => p.type === "poster")).toBe(true)

      const twoThirds = (await api.get("/api/products?aspectRatio=0.67")).data.products
      expect(twoThirds.map((p: ProductBody) => p.handle).sort()).toEqual(
        ["canvas-12x18", "canvas-16x24", "canvas-20x30", "canvas-24x36", "poster-12x18", "poster-24x36"].sort()
      )
      // Landscape sizes match the same products (either orientation).
      const landscape = (await api.get("/api/products?width=30&height=20")).data.products
      expect(landscape.map((p: ProductBody) => p.handle).sort()).toEqual(twoThirds.map((p: ProductBody) => p.handle).sort())

      const square = (await api.get("/api/products?aspectRatio=1")).data.products
      expect(square.map((p: ProductBody) => p.handle)).toEqual(["canvas-12x12", "canvas-16x16", "canvas-24x24", "poster-12x12"])

      const walnut = (await api.get("/api/products?category=walnut-frame")).data.products
      expect(walnut.length).toBeGreaterThan(0)
      expect(walnut.every((p: ProductBody) => p.frames.some((f: FrameBody) => f.color === "walnut"))).toBe(true)

      const inCad = (await api.get("/api/products?currency=CAD&aspectRatio=0.67&type=canvas")).data
      expect(inCad.currency).toBe("cad")
      expect(inCad.products[0].price).toBe(121.43)
      const inGbp = (await api.get("/api/products?country=SCT")).data
      expect(inGbp.currency).toBe("gbp")
      const inAud = (await api.get("/api/products?country=au")).data
      expect(inAud.currency).toBe("aud")
    })

    it.each([
      ["type=frame", "type"],
      ["aspectRatio=wide", "aspectRatio"],
      ["width=12", "width"],
      ["width=-3&height=4", "width"],
      ["category=mugs", "category"],
      ["currency=JPY", "currency"],
      ["country=FRA", "country"],
    ])("refuses /api/products?%s with 400 on %s", async (qs, field) => {
      const res = await settle(api.get(`/api/products?${qs}`))
      expect(res.status).toBe(400)
      expect(res.data).toEqual({ message: expect.any(String), field })
    })

    it("answers one product by id or handle, 404 for an unknown one", async () => {
      const byHandle = (await api.get("/api/product/canvas-16x20?currency=eur")).data
      expect(byHandle).toMatchObject({ handle: "canvas-16x20", width: 16, height: 20, aspectRatio: "0.80", currency: "eur" })
      const byId = (await api.get(`/api/product/${byHandle.id}`)).data
      expect(byId.id).toBe(byHandle.id)
      expect(byId.price).toBe(114.95)
      const missing = await settle(api.get("/api/product/prod_nope"))
      expect(missing.status).toBe(404)
      expect(missing.data.message).toBe("Product not found.")
    })

    it("lists mediums (variants) and answers one medium with its frame and signature", async () => {
      const { data } = await api.get("/api/mediums?aspectRatio=0.80&type=canvas")
      // Three canvas sizes in 4:5, each 4 frames x signed or not.
      expect(data.mediums).toHaveLength(24)
      const product = (await api.get("/api/product/canvas-8x10")).data
      const walnut = product.frames.find((f: FrameBody) => f.color === "walnut")
      const medium = (await api.get(`/api/medium/${walnut.signed.medium}?country=CAN`)).data
      expect(medium).toMatchObject({
        id: walnut.signed.medium,
        product: product.id,
        type: "canvas",
        width: 8,
        height: 10,
        frame: "walnut",
        hasFrame: true,
        signed: true,
        currency: "cad",
        name: "Canvas 8×10 in, Walnut frame, Signed",
      })
      expect(medium.price).toBe(medium.prices.cad)
      const missing = await settle(api.get("/api/medium/variant_nope"))
      expect(missing.status).toBe(404)
      expect(missing.data.message).toBe("Product is currently unavailable.")
    })

    it("lets only admins create products, through Medusa's product workflows", async () => {
      const body = {
        name: "Canvas 10×15 in",
        type: "canvas",
        width: 10,
        height: 15,
        price: 79.95,
        frames: [
          { color: "black", price: 119.95 },
          { color: "white", price: 119.95 },
        ],
        signedSurcharge: 50,
      }
      await expectAdminOnly((config) => api.post("/api/product", body, config))
      const products = getContainer().resolve(Modules.PRODUCT)
      expect(await products.listProducts({ handle: "canvas-10x15" })).toHaveLength(0)

      const { status, data } = await api.post("/api/product", body, await admin())
      expect(status).toBe(201)
      expect(data).toMatchObject({
        name: "Canvas 10×15 in",
        handle: "canvas-10x15",
        type: "canvas",
        aspectRatio: "0.67",
        price: 79.95,
        signed: { price: 129.95 },
        frames: [
          { color: "black", price: 119.95, signed: { price: 169.95 } },
          { color: "white", price: 119.95, signed: { price: 169.95 } },
        ],
      })
      expect(data.prices).toEqual({ usd: 79.95, aud: 123.12, cad: 107.93, eur: 72.75, gbp: 63.16 })
      expect(data.categories.sort()).toEqual(["black-frame", "canvas", "signed-artworks", "white-frame"])

      // Merchandisers see it in Medusa: a published product with six priced variants, shippable and for sale.
      const [product] = await products.listProducts({ handle: "canvas-10x15" }, { relations: ["variants", "options"] })
      expect(product.status).toBe("published")
      expect(product.variants).toHaveLength(6)
      const { data: store } = await api.get("/api/products?aspectRatio=0.67&type=canvas")
      expect(store.products.map((p: ProductBody) => p.handle)).toContain("canvas-10x15")
      const poster = await api.post("/api/product", { name: "Poster 10×15", type: "poster", width: 10, height: 15 }, await admin())
      expect(poster.data).toMatchObject({ price: 54.95, frames: [], signed: null, handle: "poster-10x15" })
    })

    it.each([
      [{ type: "canvas", width: 10, height: 15 }, "name"],
      [{ name: "X", type: "canvas", width: 10, height: 15 }, "name"],
      [{ name: "Mug", type: "mug", width: 10, height: 15 }, "type"],
      [{ name: "Canvas", type: "canvas", width: 0, height: 15 }, "width"],
      [{ name: "Canvas", type: "canvas", width: 10, height: "tall" }, "height"],
      [{ name: "Canvas", type: "canvas", width: 10, height: 15, price: -1 }, "price"],
      [{ name: "Canvas", type: "canvas", width: 10, height: 15, price: 10.999 }, "price"],
      [{ name: "Canvas", type: "canvas", width: 10, height: 15, frames: [{ color: "gold", price: 10 }] }, "frames.0.color"],
      [
        {
          name: "Canvas",
          type: "canvas",
          width: 10,
          height: 15,
          frames: [
            { color: "black", price: 10 },
            { color: "black", price: 11 },
          ],
        },
        "frames",
      ],
      [{ name: "Poster", type: "poster", width: 10, height: 15, frames: [{ color: "black", price: 10 }] }, "frames"],
      [{ name: "Again", type: "canvas", width: 12, height: 18 }, "handle"],
    ])("refuses to create %j (400 on %s) and creates nothing", async (body, field) => {
      const products = getContainer().resolve(Modules.PRODUCT)
      const before = (await products.listProducts({})).length
      const res = await settle(api.post("/api/product", body, await admin()))
      expect(res.status).toBe(400)
      expect(res.data).toEqual({ message: expect.any(String), field })
      expect((await products.listProducts({})).length).toBe(before)
    })

    it("lets only admins edit a product: name, size, prices in every currency", async () => {
      const before = (await api.get("/api/product/canvas-24x30")).data
      await expectAdminOnly((config) => api.patch(`/api/product/${before.id}`, { name: "Nope" }, config))
      expect((await api.get(`/api/product/${before.id}`)).data.name).toBe(before.name)

      const { data } = await api.patch(
        `/api/product/${before.id}`,
        { name: "Canvas 24×30 in (gallery)", price: 199.95, frames: [{ color: "walnut", price: 319.95 }] },
        await admin()
      )
      expect(data.name).toBe("Canvas 24×30 in (gallery)")
      expect(data.price).toBe(199.95)
      expect(data.prices).toEqual({ usd: 199.95, aud: 307.92, cad: 269.93, eur: 181.95, gbp: 157.96 })
      expect(data.signed.price).toBe(249.95)
      expect(data.frames.find((f: FrameBody) => f.color === "walnut")).toMatchObject({ price: 319.95, signed: { price: 369.95 } })
      // Frames not named keep their prices (and the mediums keep their ids).
      expect(data.frames.find((f: FrameBody) => f.color === "black")).toEqual(before.frames.find((f: FrameBody) => f.color === "black"))
      expect(data.medium).toBe(before.medium)

      const resized = (await api.patch(`/api/product/${before.id}`, { width: 20, height: 30 }, await admin())).data
      expect(resized).toMatchObject({ width: 20, height: 30, aspectRatio: "0.67" })
      const surcharge = (await api.patch(`/api/product/canvas-24x30`, { signedSurcharge: 75 }, await admin())).data
      expect(surcharge.signed.price).toBe(274.95)
    })

    it.each([
      [{ name: "X" }, "name"],
      [{ price: "free" }, "price"],
      [{ frames: [{ color: "gold", price: 1 }] }, "frames.0.color"],
      [{ status: "gone" }, "status"],
    ])("refuses the edit %j with 400 on %s and changes nothing", async (body, field) => {
      const before = (await api.get("/api/product/canvas-8x10")).data
      const res = await settle(api.patch(`/api/product/${before.id}`, body, await admin()))
      expect(res.status).toBe(400)
      expect(res.data).toEqual({ message: expect.any(String), field })
      expect((await api.get(`/api/product/${before.id}`)).data).toEqual(before)
    })

    it("refuses frames a poster does not have and surcharges on unsignable products", async () => {
      const poster = (await api.get("/api/product/poster-12x18")).data
      const frame = await settle(api.patch(`/api/product/${poster.id}`, { frames: [{ color: "black", price: 80 }] }, await admin()))
      expect(frame.status).toBe(400)
      expect(frame.data).toEqual({ message: "This product has no black frame.", field: "frames.0.color" })
      const signed = await settle(api.patch(`/api/product/${poster.id}`, { signedSurcharge: 20 }, await admin()))
      expect(signed.data.field).toBe("signedSurcharge")
      expect((await api.get(`/api/product/${poster.id}`)).data).toEqual(poster)
      expect((await settle(api.patch("/api/product/prod_nope", { name: "Anything" }, await admin()))).status).toBe(404)
    })

    it("keeps the product rules when the workflows are run by another caller than the routes", async () => {
      const container = getContainer()
      const poster = (await api.get("/api/product/poster-12x18")).data
      const refusal = (run: Promise<unknown>) => run.then(() => undefined, asDomainError)
      expect(
        await refusal(
          updateShopProductWorkflow(container).run({ input: { id: poster.id, body: { frames: [{ color: "black", price: 80 }] } } })
        )
      ).toMatchObject({ kind: "invalid", field: "frames.0.color", message: "This product has no black frame." })
      expect(
        await refusal(updateShopProductWorkflow(container).run({ input: { id: "prod_nope", body: { name: "Anything" } } }))
      ).toMatchObject({
        kind: "not_found",
        message: "Product not found.",
      })
      expect(
        await refusal(
          createShopProductWorkflow(container).run({
            input: { name: "Twin", type: "poster", width: 12, height: 18, handle: "poster-12x18" },
          })
        )
      ).toMatchObject({ kind: "invalid", field: "handle", message: "A product with the handle poster-12x18 exists already." })
      expect((await api.get(`/api/product/${poster.id}`)).data).toEqual(poster)
    })
  },
})
