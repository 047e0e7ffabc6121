/**
 * Cached public reads (issue 21, item 1): the catalogue, styles, the gallery, reviews and articles come from
 * the shared cache (Medusa's Caching Module on Redis), an admin's change shows on the next read,
 * an answer that depends on the caller is never shared, and anonymous answers carry
 * Cache-Control and an ETag (304 on If-None-Match) while answers to a token carry neither.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { CONTENT_MODULE, type ContentModuleService } from "../../src/modules/content"
import { REVIEWS_MODULE, type ReviewsModuleService } from "../../src/modules/reviews"
import { beforeAll, expect, it } from "vitest"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { customerOf, finishedPainting, variantOf } from "../helpers/cart"
import { placeOrder } from "../helpers/orders"
import { asMerchandiser, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"
import { pollUntil } from "../helpers/wait"

type ProductBody = { id: string; handle: string; price: number; medium: string; prices: Record<string, number> }
type StyleBody = { id: string; title: string }

const painting = (container: MedusaContainer) => container.resolve<PaintingModuleService>(PAINTING_MODULE)

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    let staff: { headers: Record<string, string> }

    beforeAll(async () => {
      staff = await asMerchandiser(api)
    })

    /**
     * For writes that are not the shop's own workflows (Medusa's admin, a module call): the
     * Caching Module clears the entries when the write's events are emitted, a few ms after the
     * call answered. Prints how many reads it took.
     */
    async function soon<T>(what: string, probe: () => Promise<T>, done: (value: T) => boolean, ms = 2_000): Promise<T> {
      const start = performance.now()
      let reads = 0
      const counted = () => {
        reads++
        return probe()
      }
      const value = await pollUntil(counted, done, ms, 10)
      console.log(`${what}: shown by read ${reads}, ${(performance.now() - start).toFixed(0)} ms after the call answered`)
      return value
    }

    const canvasIn = async (currency = "usd") =>
      ((await api.get(`/api/products?currency=${currency}`)).data.products as ProductBody[]).find((p) => p.handle === "canvas-12x18")!

    it("shows a price changed through the shop's admin call on the very next read of the catalogue", async () => {
      const before = await canvasIn()
      expect(before.price).toBe(89.95)
      // Both reads are in the cache before the edit.
      expect((await api.get(`/api/product/${before.id}`)).data.price).toBe(89.95)
      const admin = await makeShopper(api, getContainer(), "admin")
      await api.patch(`/api/product/${before.id}`, { price: 99.95 }, withToken(admin.token))
      // The shop's own edit clears the cached reads before it answers.
      expect((await canvasIn()).price).toBe(99.95)
      expect((await api.get(`/api/product/${before.id}`)).data.price).toBe(99.95)
    })

    it("shows a price changed in Medusa's admin on the catalogue within 10 s", async () => {
      const before = await canvasIn("eur")
      const medium = (await api.get(`/api/medium/${before.medium}?currency=eur`)).data as { price: number }
      expect(medium.price).toBe(before.price)
      const { data: found } = await api.get(`/admin/products/${before.id}/variants/${before.medium}?fields=id,*prices`, staff)
      const prices = (found.variant.prices as { id: string; currency_code: string; amount: number }[]).map((p) => ({
        id: p.id,
        currency_code: p.currency_code,
        amount: p.currency_code === "eur" ? 77.5 : p.amount,
      }))
      await api.post(`/admin/products/${before.id}/variants/${before.medium}`, { prices }, staff)
      const after = await soon(
        "price from Medusa's admin",
        () => canvasIn("eur"),
        (p) => p.price === 77.5,
        10_000
      )
      expect(after.price).toBe(77.5)
      const mediumAfter = await pollUntil(
        async () => (await api.get(`/api/medium/${before.medium}?currency=eur`)).data as { price: number },
        (m) => m.price === 77.5,
        10_000,
        100
      )
      expect(mediumAfter.price).toBe(77.5)
    })

    it("shows a style renamed or hidden by an admin at once, and never gives one caller's answer to another", async () => {
      const [shown, hidden] = await painting(getContainer()).createStyles([
        { title: "Watercolour", slug: "watercolour", prompt: "a watercolour of {description}", order_index: 0, is_public: true },
        { title: "Secret Draft", slug: "secret-draft", prompt: "a draft of {description}", order_index: 1, is_public: false },
      ])
      const admin = withToken((await makeShopper(api, getContainer(), "admin")).token)
      // This test's styles, among the seeded ones.
      const ours = ["Watercolour", "Soft Watercolour", "Secret Draft"]
      const titles = async (config: object = {}, scope = "isPublic") =>
        ((await api.get(`/api/styles?scope=${scope}&perPage=100`, config)).data.styles as StyleBody[])
          .map((s) => s.title)
          .filter((t) => ours.includes(t))

      expect(await titles()).toEqual(["Watercolour"])
      // The admin's answer holds the hidden style; the anonymous one, asked again after it, does not.
      expect(await titles(admin, "all")).toEqual(["Watercolour", "Secret Draft"])
      expect(await titles()).toEqual(["Watercolour"])
      expect((await api.get(`/api/style/${hidden.id}`, admin)).data.title).toBe("Secret Draft")
      expect((await api.get(`/api/style/${hidden.id}`, { validateStatus: () => true })).status).toBe(404)
      // Cached for the anonymous caller, then renamed through the admin's call.
      expect((await api.get(`/api/style/${shown.slug}`)).data.title).toBe("Watercolour")
      await api.patch(`/api/style/${shown.id}`, { title: "Soft Watercolour" }, admin)
      expect(await titles()).toEqual(["Soft Watercolour"])
      expect((await api.get(`/api/style/${shown.slug}`)).data.title).toBe("Soft Watercolour")
      // Hidden from the admin's Styles page: gone from the public list and page at once.
      await api.patch(`/admin/petshop/styles/${shown.id}`, { isPublic: false }, staff)
      expect(await titles()).toEqual([])
      expect((await api.get(`/api/style/${shown.slug}`, { validateStatus: () => true })).status).toBe(404)
      expect(await titles(admin, "all")).toEqual(["Soft Watercolour", "Secret Draft"])
    })

    it("shows a review published by an admin within moments, an article edited by an admin at once", async () => {
      const [review] = await getContainer()
        .resolve<ReviewsModuleService>(REVIEWS_MODULE)
        .createReviews([{ name: "Ana", rating: 5, text: "Lovely", is_published: false, published_at: new Date() }])
      const names = async () => ((await api.get("/api/reviews")).data.reviews as { name: string }[]).map((r) => r.name)
      expect(await names()).not.toContain("Ana")
      const admin = withToken((await makeShopper(api, getContainer(), "admin")).token)
      await api.patch(`/api/review/${review.id}`, { isPublished: true }, admin)
      expect(await soon("published review", names, (n) => n.includes("Ana"))).toContain("Ana")

      const [article] = await getContainer()
        .resolve<ContentModuleService>(CONTENT_MODULE)
        .createArticles([
          {
            title: "Caring for canvas",
            slug: "caring-for-canvas",
            summary: "Dust it",
            body: "Gently.",
            is_published: true,
            published_at: new Date(),
          },
        ])
      const articleTitle = async () => (await api.get("/api/article/caring-for-canvas")).data.title as string
      const listed = async () => ((await api.get("/api/articles")).data.articles as { title: string }[]).map((a) => a.title)
      expect(await articleTitle()).toBe("Caring for canvas")
      expect(await listed()).toContain("Caring for canvas")
      await api.patch(`/api/article/${article.id}`, { title: "Caring for your canvas" }, admin)
      // The article edit is a shop workflow, which clears the cached reads before it answers.
      expect(await articleTitle()).toBe("Caring for your canvas")
      expect(await listed()).toContain("Caring for your canvas")
    })

    it("lists the gallery from the cache: published paintings show at once or within 10 s, a buyer's clean pictures are never shared", async () => {
      const buyer = await makeShopper(api, getContainer(), "verified")
      const customerId = await customerOf(getContainer(), buyer.account.id)
      const made = []
      for (const title of ["Gallery Rex", "Gallery Tom"]) {
        const p = await finishedPainting(getContainer(), customerId, { width: 512, height: 768 }, title)
        await painting(getContainer()).updatePaintings({
          id: p.id,
          image: { original: "http://localhost/static/preview.jpg" },
          no_watermark: { files: { original: "clean.jpg", webp: "clean.webp" }, width: 512, height: 768 },
        })
        made.push(p)
      }
      const [rex, tom] = made
      type Listed = { id: string; noWatermark: unknown }
      const gallery = async (token?: string) =>
        (await api.get("/api/paintings?scope=isPublic&perPage=100", token ? withToken(token) : {})).data.paintings as Listed[]
      const ids = async () => (await gallery()).map((p) => p.id)
      expect(await ids()).not.toContain(rex.id)

      // Published by an admin through the API: on the next read.
      const admin = await makeShopper(api, getContainer(), "admin")
      await api.patch(`/api/painting/${rex.id}`, { isPublic: true }, withToken(admin.token))
      expect(await ids()).toContain(rex.id)
      // Published by a write outside the API (as the painting worker writes): within 10 s.
      await painting(getContainer()).updatePaintings({ id: tom.id, is_public: true })
      await soon("a painting published outside the API", ids, (list) => list.includes(tom.id), 10_000)

      // The buyer of Rex sees its clean picture in the gallery; nobody else does, and the buyer's page is never cached.
      await placeOrder(getContainer(), { customerId, variantId: await variantOf(getContainer(), "canvas-12x18"), paintingId: rex.id })
      const forBuyer = await api.get("/api/paintings?scope=isPublic&perPage=100", withToken(buyer.token))
      expect(forBuyer.headers["cache-control"]).toBe("private, no-store")
      expect((forBuyer.data.paintings as Listed[]).find((p) => p.id === rex.id)?.noWatermark).toBeTruthy()
      const other = await makeShopper(api, getContainer(), "verified")
      for (const seen of [await gallery(), await gallery(other.token)]) {
        expect(seen.find((p) => p.id === rex.id)?.noWatermark).toBeNull()
      }
      const anonymous = await api.get("/api/paintings?scope=isPublic&perPage=100")
      expect(anonymous.headers["cache-control"]).toMatch(/^public, /)
      expect(anonymous.headers.etag).toMatch(/^"[\w-]+"$/)
    })

    it("gives anonymous callers Cache-Control and an ETag, 304 on If-None-Match, and none to a token", async () => {
      for (const path of [
        "/api/products",
        "/api/mediums",
        "/api/styles",
        "/api/paintings",
        "/api/reviews?scope=featured",
        "/api/articles",
      ]) {
        const first = await api.get(path)
        expect(first.headers["cache-control"], path).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/)
        expect(first.headers.vary, path).toMatch(/Authorization/i)
        expect(first.headers.etag, path).toMatch(/^"[\w-]+"$/)
        const again = await api.get(path, { headers: { "if-none-match": first.headers.etag }, validateStatus: () => true })
        expect(again.status, path).toBe(304)
        expect(again.data, path).toBe("")
      }
      const shopper = await makeShopper(api, getContainer(), "verified")
      const withAccount = await api.get("/api/products", withToken(shopper.token))
      expect(withAccount.headers["cache-control"]).toBe("private, no-store")
      expect(withAccount.headers.etag).toBeUndefined()
      const mine = await api.get("/api/reviews?scope=mine", withToken(shopper.token))
      expect(mine.headers["cache-control"]).toBe("private, no-store")
      expect(mine.headers.etag).toBeUndefined()
      // A stale ETag gets the whole answer.
      const stale = await api.get("/api/products", { headers: { "if-none-match": '"not-this-one"' } })
      expect(stale.status).toBe(200)
      expect(stale.data.products.length).toBeGreaterThan(0)
    })

    it("answers a read it has answered before at the front door, the same answer with the same headers, a token caller only where the route answers everyone alike, cleared by a change", async () => {
      const admin = withToken((await makeShopper(api, getContainer(), "admin")).token)
      const path = "/api/styles?scope=isPublic&perPage=100"
      const first = await api.get(path)
      expect(first.headers["x-api-cache"]).toBeUndefined()
      // The route notes the address just after it answered; the next anonymous read comes from the front.
      const front = await pollUntil(
        () => api.get(path),
        (r) => r.headers["x-api-cache"] === "HIT",
        2_000,
        20
      )
      expect(front.headers["x-api-cache"]).toBe("HIT")
      expect(front.data).toEqual(first.data)
      for (const header of [
        "cache-control",
        "vary",
        "etag",
        "content-type",
        "content-security-policy",
        "x-content-type-options",
        "x-frame-options",
      ])
        expect(front.headers[header], header).toBe(first.headers[header])
      const notModified = await api.get(path, { headers: { "if-none-match": first.headers.etag }, validateStatus: () => true })
      expect([notModified.status, notModified.headers["x-api-cache"]]).toEqual([304, "HIT"])
      const head = await api.head(path)
      expect([head.status, head.headers["x-api-cache"], head.headers["content-length"]]).toEqual([
        200,
        "HIT",
        first.headers["content-length"],
      ])

      // The public style list is the same for every caller: a caller with a token is answered at the
      // front door too, but privately, as the route answers them.
      const withAccount = await api.get(path, { headers: { ...admin.headers, "if-none-match": first.headers.etag } })
      expect([withAccount.status, withAccount.headers["x-api-cache"], withAccount.headers["cache-control"]]).toEqual([
        200,
        "HIT",
        "private, no-store",
      ])
      expect(withAccount.headers.etag).toBeUndefined()
      expect(withAccount.data).toEqual(first.data)
      // A route with an admin's own answer for an address never has a token caller answered at the front:
      // the admin reads a hidden style by its id, which strangers cannot.
      const [hidden] = await painting(getContainer()).createStyles([
        { title: "Front door hidden", slug: "front-door-hidden", prompt: "a study of {description}", is_public: false },
      ])
      const stylePath = `/api/style/${hidden.id}`
      for (let i = 0; i < 3; i++) expect((await api.get(stylePath, { validateStatus: () => true })).status).toBe(404)
      const adminRead = await api.get(stylePath, admin)
      expect([adminRead.status, adminRead.headers["x-api-cache"], adminRead.data.title]).toEqual([200, undefined, "Front door hidden"])
      const visible = (first.data.styles as StyleBody[])[0]
      for (let i = 0; i < 3; i++) await api.get(`/api/style/${visible.id}`)
      expect((await api.get(`/api/style/${visible.id}`)).headers["x-api-cache"]).toBe("HIT")
      expect((await api.get(`/api/style/${visible.id}`, admin)).headers["x-api-cache"]).toBeUndefined()
      await painting(getContainer()).deleteStyles(hidden.id)
      // An address with a parameter the route does not read is answered, never noted.
      for (let i = 0; i < 3; i++) expect((await api.get(`${path}&utm_source=ad${i}`)).headers["x-api-cache"]).toBeUndefined()
      expect((await api.get(`${path}&utm_source=ad0`)).headers["x-api-cache"]).toBeUndefined()

      // An admin's change clears the front door's answer with the cache's: the next read is the route's, renamed.
      const style = (first.data.styles as StyleBody[])[0]
      await api.patch(`/api/style/${style.id}`, { title: `${style.title} (new)` }, admin)
      const renamed = await api.get(path)
      expect(renamed.headers["x-api-cache"]).toBeUndefined()
      expect((renamed.data.styles as StyleBody[]).find((s) => s.id === style.id)!.title).toBe(`${style.title} (new)`)
      await api.patch(`/api/style/${style.id}`, { title: style.title }, admin)
    })

    it("pages the public gallery without skipping or repeating paintings finished in the same moment", async () => {
      const [style] = await painting(getContainer()).listStyles({}, { select: ["id"], take: 1 })
      // One moment for all nine, as a bulk create or the seed can give them.
      const moment = new Date()
      const twins = (await painting(getContainer()).createPaintings(
        Array.from({ length: 9 }, (_, i) => ({
          title: `Twin ${i}`,
          photo_id: `twin-photo-${i}`,
          style_id: style.id,
          status: "complete",
          is_public: true,
          width: 512,
          height: 768,
          image: { original: `http://localhost/static/twin-${i}.jpg` },
          created_at: moment,
        })) as never
      )) as unknown as { id: string; created_at: Date }[]
      expect(new Set(twins.map((t) => new Date(t.created_at).toISOString())).size).toBe(1)

      const perPage = 4
      const first = await api.get(`/api/paintings?scope=isPublic&page=1&perPage=${perPage}`)
      const seen: string[] = first.data.paintings.map((p: { id: string }) => p.id)
      for (let page = 2; page <= Math.ceil(first.data.count / perPage); page++) {
        const { data } = await api.get(`/api/paintings?scope=isPublic&page=${page}&perPage=${perPage}`)
        seen.push(...data.paintings.map((p: { id: string }) => p.id))
      }
      expect(seen).toHaveLength(first.data.count)
      expect(new Set(seen).size).toBe(seen.length)
      expect(seen.filter((id) => twins.some((t) => t.id === id)).sort()).toEqual(twins.map((t) => t.id).sort())
    })
  },
})
