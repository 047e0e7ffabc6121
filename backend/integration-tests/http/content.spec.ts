/**
 * Content and small public calls: the seeded articles and reviews (GET /api/articles,
 * /api/article/{id}, /api/reviews?scope), the storefront's error log (POST /api/log) and
 * the filter fields of the painting and style lists (GET /api/{paintings,styles}/search_fields).
 */
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { CONTENT_MODULE, type ContentModuleService } from "../../src/modules/content"
import { REVIEWS_MODULE, type ReviewsModuleService } from "../../src/modules/reviews"
import { WISHLISTS_MODULE, type WishlistsModuleService } from "../../src/modules/wishlists"
import { Migration20261126100000 as ContentTables } from "../../src/modules/content/migrations/Migration20261126100000"
import { Migration20261126100001 as ReviewTables } from "../../src/modules/reviews/migrations/Migration20261126100001"
import { Migration20261126100002 as WishlistTables } from "../../src/modules/wishlists/migrations/Migration20261126100002"
import { loadCatalogueData, seedShop } from "@petshop/seed"
import { Redis } from "ioredis"
import { expect, it, vi } from "vitest"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"
import { pollUntil } from "../helpers/wait"

const REPORT = { service: "FRONTEND", level: "ERROR", message: "TypeError: cannot read 'title' of undefined", url: "/artwork/paint_1" }

/** Rate-limit counters live in Redis across runs: start this file's /api/log budget afresh. */
async function resetLogRateLimit() {
  if (!process.env.REDIS_URL) return
  const redis = new Redis(process.env.REDIS_URL)
  const keys = await redis.keys("petshop:ratelimit:log:*")
  if (keys.length) await redis.del(...keys)
  await redis.quit()
}

/** GET /api/paintings/search_fields, as far as this spec reads it. */
type SearchValueBody = { value: string; label: string }
type SearchFieldBody = { name: string; values: SearchValueBody[] }
type SearchFieldsBody = { fields: SearchFieldBody[] }

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer }) => {
    const content = () => getContainer().resolve<ContentModuleService>(CONTENT_MODULE)
    const reviews = () => getContainer().resolve<ReviewsModuleService>(REVIEWS_MODULE)
    const painting = () => getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)

    // ---------------------------------------------------------------------------------
    // Articles

    it("lists the seeded articles without bodies, newest first", async () => {
      const { status, data } = await api.get("/api/articles")
      expect(status).toBe(200)
      expect(data).toMatchObject({ count: 2, page: 1, perPage: 20 })
      expect(data.articles.map((a: { slug: string }) => a.slug)).toEqual(["caring-for-your-canvas", "the-art-of-timing"])
      expect(data.articles[1]).toMatchObject({
        title: "The Art of Timing: When to Order Your Pet Portrait",
        route: "/articles/the-art-of-timing",
        image: null,
        dateCreated: "2026-10-02T09:00:00.000Z",
      })
      for (const key of ["id", "slug", "title", "summary", "image", "dateCreated"]) expect(data.articles[0]).toHaveProperty(key)
      expect(data.articles[0]).not.toHaveProperty("body")
    })

    it("answers an article by slug or id with its markdown body, and 404 otherwise", async () => {
      const bySlug = (await api.get("/api/article/the-art-of-timing")).data
      expect(bySlug.bodyFormat).toBe("markdown")
      expect(bySlug.body).toContain("## Painting takes seconds")
      expect(bySlug.body).toMatch(/Australia.*8 to 12 business days/)
      expect(bySlug.body.split(/\s+/).length).toBeGreaterThan(400)
      const byId = (await api.get(`/api/article/${bySlug.id}`)).data
      expect(byId).toEqual(bySlug)
      const care = (await api.get("/api/article/caring-for-your-canvas")).data
      expect(care.body).toContain("## Dusting and cleaning")

      for (const key of ["no-such-article", "art_missing", "x".repeat(200)]) {
        expect(await settle(api.get(`/api/article/${key}`))).toMatchObject({ status: 404, data: { message: "Article not found." } })
      }
      // Longer than any id or slug: malformed, refused before the route (issue 20).
      expect(await settle(api.get(`/api/article/${"x".repeat(300)}`))).toMatchObject({ status: 400, data: { field: "path" } })
      // An unpublished article is not shown.
      await content().updateArticles({ id: bySlug.id, is_published: false })
      // Cached reads are cleared by the write's event, a few ms after a direct module call (issue 21).
      const status = async () => (await settle(api.get("/api/article/the-art-of-timing"))).status
      expect(await pollUntil(status, (s) => s === 404, 2_000, 10)).toBe(404)
      expect((await api.get("/api/articles")).data.count).toBe(1)
    })

    it("refuses bad paging of the article list", async () => {
      expect(await settle(api.get("/api/articles?perPage=500"))).toMatchObject({ status: 400, data: { field: "perPage" } })
      expect(await settle(api.get("/api/articles?page=0"))).toMatchObject({ status: 400, data: { field: "page" } })
    })

    // ---------------------------------------------------------------------------------
    // Reviews

    it("lists published reviews, all or featured, newest first", async () => {
      const all = (await api.get("/api/reviews")).data
      expect(all).toMatchObject({ count: 6, page: 1, perPage: 20 })
      expect(all.reviews[0]).toMatchObject({
        name: "Chris & Jo",
        rating: 4,
        images: [],
        painting: null,
        dateCreated: "2026-11-14T20:55:00.000Z",
      })
      for (const r of all.reviews) {
        expect(r.rating).toBeGreaterThanOrEqual(1)
        expect(r.rating).toBeLessThanOrEqual(5)
        for (const key of ["uuid", "name", "rating", "text", "images", "painting", "dateCreated"]) expect(r).toHaveProperty(key)
      }
      const featured = (await api.get("/api/reviews?scope=featured")).data
      expect(featured.reviews.map((r: { name: string }) => r.name)).toEqual(["Daniel K.", "Tom H.", "Megan R."])
      expect((await api.get("/api/reviews?scope=all&perPage=2")).data.reviews).toHaveLength(2)

      const [hidden] = await reviews().listReviews({ name: "Daniel K." })
      await reviews().updateReviews({ id: hidden.id, is_published: false })
      // Cached reads are cleared by the write's event, a few ms after a direct module call (issue 21).
      const featuredCount = async () => (await api.get("/api/reviews?scope=featured")).data.count as number
      expect(await pollUntil(featuredCount, (n) => n === 2, 2_000, 10)).toBe(2)
    })

    it("takes the scopes the other lists name: isPublic as all, isFeatured as featured (issue 26)", async () => {
      const names = async (scope: string) =>
        (await api.get(`/api/reviews?scope=${scope}`)).data.reviews.map((r: { name: string }) => r.name)
      expect(await names("isPublic")).toEqual(await names("all"))
      expect(await names("isFeatured")).toEqual(["Daniel K.", "Tom H.", "Megan R."])
    })

    it("refuses an unknown review scope with a field error", async () => {
      expect(await settle(api.get("/api/reviews?scope=best"))).toMatchObject({
        status: 400,
        data: { field: "scope", message: "The scope must be isPublic, isFeatured, featured, all, pending or mine." },
      })
    })

    it("seeds articles and reviews once, keeping an admin's edits", async () => {
      const [article] = await content().listArticles({ slug: "caring-for-your-canvas" })
      await content().updateArticles({ id: article.id, title: "Canvas care, edited" })
      const again = await seedShop(getContainer())
      expect(again.steps.find((s) => s.step === "articles")).toEqual({ step: "articles", created: 0, existing: 2 })
      expect(again.steps.find((s) => s.step === "reviews")).toEqual({ step: "reviews", created: 0, existing: 6 })
      expect((await api.get("/api/article/caring-for-your-canvas")).data.title).toBe("Canvas care, edited")
      expect(await reviews().listReviews({})).toHaveLength(6)
    })

    it("keeps the articles, statics, surveys, reviews and wishlists a shop had before their modules existed", async () => {
      // Rows as the painting module stored them (its migrations made these tables), then the
      // first migrations of the content, reviews and wishlists modules run over them.
      const knex = getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
      const at = new Date("2026-01-02T00:00:00Z")
      await knex("article").insert({
        id: "art_kept",
        slug: "kept-article",
        title: "Kept",
        summary: "Still here",
        body: "## Kept",
        published_at: at,
      })
      await knex("static_asset").insert({
        id: "static_kept",
        title: "Kept image",
        file_id: "f",
        url: "http://x/f.png",
        mime_type: "image/png",
        size_bytes: 1,
      })
      await knex("survey_answer").insert({ id: "survey_kept", kind: "exit", question: "Why?", answers: JSON.stringify("price") })
      await knex("review").insert({
        id: "rev_kept",
        name: "Kept Reviewer",
        rating: 4,
        text: "Kept text",
        published_at: at,
        account_id: "acct_kept",
        verified_purchase: true,
      })
      await knex("wishlist_item").insert({ id: "wish_kept", customer_id: "cus_kept", painting_id: "paint_kept" })
      for (const Tables of [ContentTables, ReviewTables, WishlistTables]) {
        const migration = new Tables({} as never, {} as never)
        await migration.up()
        for (const sql of migration.getQueries()) await knex.raw(String(sql))
      }

      expect((await api.get("/api/article/kept-article")).data).toMatchObject({ id: "art_kept", title: "Kept", body: "## Kept" })
      expect(await content().listStaticAssets({ id: "static_kept" })).toMatchObject([{ title: "Kept image" }])
      expect(await content().listSurveyAnswers({ id: "survey_kept" })).toMatchObject([{ kind: "exit", answers: "price" }])
      expect(await reviews().listReviews({ id: "rev_kept" })).toMatchObject([
        { name: "Kept Reviewer", rating: 4, account_id: "acct_kept", verified_purchase: true, is_published: true },
      ])
      const wishlists = getContainer().resolve<WishlistsModuleService>(WISHLISTS_MODULE)
      expect(await wishlists.listPaintingIds("cus_kept")).toEqual(["paint_kept"])
      // The (customer, painting) pair is still unique: adding it again through the module fails.
      await expect(wishlists.createWishlistItems({ customer_id: "cus_kept", painting_id: "paint_kept" })).rejects.toThrow()
    })

    // ---------------------------------------------------------------------------------
    // POST /api/log

    it("writes a storefront error report to the server log (204), without the token", async () => {
      await resetLogRateLimit()
      const logger = getContainer().resolve(ContainerRegistrationKeys.LOGGER)
      const error = vi.spyOn(logger, "error")
      const visitor = await makeShopper(api, getContainer(), "temporary")
      try {
        const res = await api.post("/api/log", { ...REPORT, message: "boom\nFAKE LINE", token: visitor.token })
        expect(res.status).toBe(204)
        const line = error.mock.calls.map((c) => String(c[0])).find((l) => l.includes("[client-log FRONTEND ERROR]"))
        expect(line).toBeDefined()
        expect(line).toContain("boom FAKE LINE")
        expect(line).toContain(`account=${visitor.account.id}`)
        expect(line).toContain('url="/artwork/paint_1"')
        expect(line).not.toContain(visitor.token)
      } finally {
        error.mockRestore()
      }
      // Levels map onto the logger; lower case is accepted.
      const warn = vi.spyOn(logger, "warn")
      try {
        expect((await api.post("/api/log", { ...REPORT, level: "warning", service: "frontend" })).status).toBe(204)
        expect(warn.mock.calls.some((c) => String(c[0]).includes("[client-log FRONTEND WARNING]"))).toBe(true)
      } finally {
        warn.mockRestore()
      }
    })

    it("refuses bad reports with a field error, never 500", async () => {
      await resetLogRateLimit()
      const cases: [Record<string, unknown>, string][] = [
        [{ ...REPORT, service: "DATABASE" }, "service"],
        [{ ...REPORT, service: undefined }, "service"],
        [{ ...REPORT, level: "PANIC" }, "level"],
        [{ ...REPORT, message: "" }, "message"],
        [{ ...REPORT, message: "x".repeat(4001) }, "message"],
        [{ ...REPORT, message: { nested: true } }, "message"],
        [{ ...REPORT, url: "u".repeat(2001) }, "url"],
        [{ ...REPORT, token: 12 }, "token"],
      ]
      for (const [body, field] of cases) {
        const res = await settle(api.post("/api/log", body))
        expect(res.status, field).toBe(400)
        expect(res.data.field, field).toBe(field)
        expect(typeof res.data.message).toBe("string")
      }
      expect((await api.post("/api/log", { ...REPORT, message: "x".repeat(4000) })).status).toBe(204)
    })

    it("refuses a flood from one address with 429", async () => {
      await resetLogRateLimit()
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) statuses.push((await settle(api.post("/api/log", REPORT))).status)
      expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true)
      expect(statuses[20]).toBe(429)
      await resetLogRateLimit()
    })

    // ---------------------------------------------------------------------------------
    // search_fields

    const field = (data: SearchFieldsBody, name: string) => data.fields.find((f) => f.name === name)!
    const valuesOf = (data: SearchFieldsBody, name: string) => field(data, name).values.map((v) => v.value)

    it("describes the painting list's filters, with the values this caller may use", async () => {
      const hidden = await painting().createStyles({
        title: "Hidden style",
        slug: "hidden-style",
        prompt: "a painting of {description}",
        is_public: false,
      })
      const anonymous = (await api.get("/api/paintings/search_fields")).data
      expect(anonymous.fields.map((f: SearchFieldBody) => f.name)).toEqual(["scope", "type", "styleId", "status", "page", "perPage"])
      expect(valuesOf(anonymous, "scope")).toEqual(["isPublic", "isFeatured"])
      expect(valuesOf(anonymous, "type")).toEqual(["image-to-image", "paint", "face-swap"])
      expect(field(anonymous, "perPage")).toMatchObject({ type: "number", default: 12, min: 1, max: 100 })
      const styles = field(anonymous, "styleId").values
      // Every public style the shop lists, counted from the seed's data, not a number in the test.
      expect(styles.length).toBe(loadCatalogueData().styles.styles.length)
      expect(styles[0]).toEqual({ value: expect.stringMatching(/^style_/), label: expect.any(String) })
      expect(styles.map((s: SearchValueBody) => s.value)).not.toContain(hidden.id)

      const shopper = await makeShopper(api, getContainer(), "verified")
      expect(valuesOf((await api.get("/api/paintings/search_fields", withToken(shopper.token))).data, "scope")).toEqual([
        "isPublic",
        "isFeatured",
        "mine",
      ])
      const admin = await makeShopper(api, getContainer(), "admin")
      const forAdmin = (await api.get("/api/paintings/search_fields", withToken(admin.token))).data
      expect(valuesOf(forAdmin, "scope")).toEqual(["isPublic", "isFeatured", "mine", "all"])
      expect(valuesOf(forAdmin, "styleId")).toContain(hidden.id)

      // Every value offered is one the list call accepts from that caller; an admin-only one is refused to others.
      for (const [name, value] of [
        ["scope", "isFeatured"],
        ["type", "paint"],
        ["styleId", styles[0].value],
        ["status", "complete"],
      ]) {
        expect((await api.get(`/api/paintings?${name}=${value}`)).status, `${name}=${value}`).toBe(200)
      }
      expect((await settle(api.get("/api/paintings?scope=all", withToken(shopper.token)))).status).toBe(401)
      expect((await settle(api.get("/api/paintings?scope=mine"))).status).toBe(401)
    })

    it("describes the style list's filters", async () => {
      const anonymous = (await api.get("/api/styles/search_fields")).data
      expect(anonymous.fields).toEqual([
        {
          name: "scope",
          label: "Show",
          type: "enum",
          default: "isFeatured",
          values: [
            { value: "isFeatured", label: "Featured" },
            { value: "isPublic", label: "Public" },
          ],
        },
        { name: "page", label: "Page", type: "number", default: 1, min: 1 },
        { name: "perPage", label: "Per page", type: "number", default: 12, min: 1, max: 100 },
      ])
      const shopper = await makeShopper(api, getContainer(), "verified")
      expect(valuesOf((await api.get("/api/styles/search_fields", withToken(shopper.token))).data, "scope")).toEqual([
        "isFeatured",
        "isPublic",
      ])
      const admin = await makeShopper(api, getContainer(), "admin")
      expect(valuesOf((await api.get("/api/styles/search_fields", withToken(admin.token))).data, "scope")).toEqual([
        "isFeatured",
        "isPublic",
        "all",
      ])
      for (const value of valuesOf(anonymous, "scope")) expect((await api.get(`/api/styles?scope=${value}`)).status).toBe(200)
      expect((await settle(api.get("/api/styles?scope=all", withToken(shopper.token)))).status).toBe(401)
    })
  },
})
