/**
 * Content the shop's people publish (issue 7, part 4): articles (admin), customer reviews
 * with photos and their moderation, statics, surveys and tags on paintings. Each call with
 * an allowed caller, a refused one (401), bad input (400 with its field) and what a
 * visitor then sees.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { readFileSync } from "node:fs"
import { Redis } from "ioredis"
import { beforeAll, expect, it } from "vitest"
import { fixture } from "../helpers/fixtures"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"

const png = () => new Blob([new Uint8Array(readFileSync(fixture("cat-chelsea.png")))], { type: "image/png" })

function form(fields: Record<string, string>, files: Record<string, Blob[]> = {}) {
  const body = new FormData()
  for (const [k, v] of Object.entries(fields)) body.append(k, v)
  for (const [k, list] of Object.entries(files)) list.forEach((b, i) => body.append(k, b, `photo-${i}.png`))
  return body
}

async function resetRateLimits(prefix: string) {
  if (!process.env.REDIS_URL) return
  const redis = new Redis(process.env.REDIS_URL)
  const keys = await redis.keys(`petshop:ratelimit:${prefix}:*`)
  if (keys.length) await redis.del(...keys)
  await redis.quit()
}

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: { token: string; account: { id: string } }
    let shopper: { token: string; account: { id: string } }
    let other: { token: string; account: { id: string } }

    beforeAll(async () => {
      await resetRateLimits("survey")
      await resetRateLimits("review")
      admin = await makeShopper(api, getContainer(), "admin")
      shopper = await makeShopper(api, getContainer(), "verified")
      other = await makeShopper(api, getContainer(), "verified")
    })

    const as = (who: { token: string }) => withToken(who.token)

    // ---------------------------------------------------------------------------------
    // Articles

    it("lets an admin write, publish, edit and delete an article; visitors see only published ones", async () => {
      const created = await api.post(
        "/api/article",
        form(
          {
            title: "Framing Your Pet Portrait",
            summary: "Which frame suits which room.",
            body: "## Walnut\n\nWarm rooms love **walnut**.",
          },
          { image: [png()] }
        ),
        as(admin)
      )
      expect(created.status).toBe(201)
      expect(created.data).toMatchObject({
        slug: "framing-your-pet-portrait",
        isPublished: false,
        route: "/articles/framing-your-pet-portrait",
        bodyFormat: "markdown",
      })
      expect(created.data.image.original).toMatch(/^http/)
      expect((await api.get(created.data.image.original.replace(/^https?:\/\/[^/]+/, ""))).status).toBe(200)

      // A draft: not on the site, but in the admin's list.
      expect((await settle(api.get("/api/article/framing-your-pet-portrait"))).status).toBe(404)
      expect((await api.get("/api/articles")).data.articles.map((a: { slug: string }) => a.slug)).not.toContain("framing-your-pet-portrait")
      const drafts = (await api.get("/api/articles?scope=all", as(admin))).data
      expect(drafts.articles.find((a: { slug: string }) => a.slug === "framing-your-pet-portrait")).toMatchObject({ isPublished: false })
      expect((await settle(api.get("/api/articles?scope=all", as(shopper)))).status).toBe(401)

      const published = await api.post("/api/article", { title: "Gift Ideas", body: "Paint the family dog.", published: true }, as(admin))
      expect(published.data).toMatchObject({ slug: "gift-ideas", isPublished: true })
      expect((await api.get("/api/article/gift-ideas")).data.body).toBe("Paint the family dog.")

      const patched = await api.patch(
        `/api/article/${created.data.id}`,
        { published: true, title: "Framing Your Portrait", slug: "framing" },
        as(admin)
      )
      expect(patched.data).toMatchObject({ title: "Framing Your Portrait", slug: "framing", isPublished: true })
      const shown = (await api.get("/api/article/framing")).data
      expect(shown).toMatchObject({ title: "Framing Your Portrait", summary: "Which frame suits which room." })
      expect(shown).not.toHaveProperty("isPublished")

      const removed = await api.patch(`/api/article/${created.data.id}`, { removeImage: true }, as(admin))
      expect(removed.data.image).toBeNull()

      expect((await api.delete(`/api/article/${created.data.id}`, as(admin))).data).toMatchObject({ deleted: true })
      expect((await settle(api.get("/api/article/framing"))).status).toBe(404)
    })

    it("refuses article changes from anyone but an admin (401)", async () => {
      const article = (await api.post("/api/article", { title: "Admin Only", body: "x", published: true }, as(admin))).data
      for (const who of [undefined, shopper]) {
        const cfg = who ? as(who) : {}
        expect((await settle(api.post("/api/article", { title: "Sneaky post", body: "x" }, cfg))).status).toBe(401)
        expect((await settle(api.patch(`/api/article/${article.id}`, { title: "Hacked title" }, cfg))).status).toBe(401)
        expect((await settle(api.delete(`/api/article/${article.id}`, cfg))).status).toBe(401)
      }
      expect((await api.get("/api/article/admin-only")).data.title).toBe("Admin Only")
    })

    it("answers bad article input with 400 and the field", async () => {
      const bad = async (body: unknown, field: string) =>
        expect(await settle(api.post("/api/article", body, as(admin)))).toMatchObject({ status: 400, data: { field } })
      await bad({ title: "abc", body: "x" }, "title")
      await bad({ title: "Long enough" }, "body")
      await bad({ title: "Long enough", body: "x", slug: "Not A Slug!" }, "slug")
      await bad({ title: "Long enough", body: "x", published: "maybe" }, "published")
      await api.post("/api/article", { title: "Taken Slug", body: "x" }, as(admin))
      await bad({ title: "Taken Slug", body: "y" }, "slug")
      const notImage = form({ title: "With a text file", body: "x" }, { image: [new Blob(["hello"], { type: "text/plain" })] })
      expect(await settle(api.post("/api/article", notImage, as(admin)))).toMatchObject({ status: 400, data: { field: "image" } })
      expect(await settle(api.patch("/api/article/art_missing", { title: "Whatever title" }, as(admin)))).toMatchObject({ status: 404 })
    })

    // ---------------------------------------------------------------------------------
    // Reviews

    it("takes a verified customer's review with photos, holds it for moderation and publishes it", async () => {
      const sent = await api.post(
        "/api/review",
        form({ rating: "5", text: "Our beagle looks like a Rembrandt. Framed it in walnut!", name: "Ada" }, { images: [png(), png()] }),
        as(shopper)
      )
      expect(sent.status).toBe(201)
      expect(sent.data).toMatchObject({ rating: 5, name: "Ada", isPublished: false, verifiedPurchase: false, message: "Thank you!" })
      expect(sent.data.images).toHaveLength(2)
      const id = sent.data.id

      // Waiting: not public, in the admin's pending list and the author's own.
      expect((await api.get("/api/reviews")).data.reviews.map((r: { id: string }) => r.id)).not.toContain(id)
      expect((await api.get("/api/reviews?scope=pending", as(admin))).data.reviews.map((r: { id: string }) => r.id)).toContain(id)
      expect((await api.get("/api/reviews?scope=mine", as(shopper))).data.reviews).toMatchObject([{ id, isPublished: false }])
      expect((await settle(api.get("/api/reviews?scope=pending", as(shopper)))).status).toBe(401)
      expect((await settle(api.get("/api/reviews?scope=pending"))).status).toBe(401)

      // The author may fix the text while it waits, not publish it; others may not touch it.
      expect((await api.patch(`/api/review/${id}`, { text: "Our beagle looks like a real Rembrandt!" }, as(shopper))).data.text).toBe(
        "Our beagle looks like a real Rembrandt!"
      )
      expect((await settle(api.patch(`/api/review/${id}`, { isPublished: true }, as(shopper)))).status).toBe(401)
      expect((await settle(api.patch(`/api/review/${id}`, { text: "Other people's words here" }, as(other)))).status).toBe(401)
      expect((await settle(api.delete(`/api/review/${id}`, as(other)))).status).toBe(401)
      expect((await settle(api.patch(`/api/review/${id}`, { text: "No token at all, sorry" }))).status).toBe(401)

      const published = await api.patch(`/api/review/${id}`, { isPublished: true, isFeatured: true }, as(admin))
      expect(published.data).toMatchObject({ isPublished: true, isFeatured: true })
      const featured = (await api.get("/api/reviews?scope=featured")).data.reviews
      expect(featured[0]).toMatchObject({ id, text: "Our beagle looks like a real Rembrandt!", name: "Ada" })
      expect(featured[0]).not.toHaveProperty("isPublished")
      // Once published, the author can no longer edit it, but may delete it.
      expect((await settle(api.patch(`/api/review/${id}`, { text: "Changed my mind about this" }, as(shopper)))).status).toBe(401)
      expect((await api.delete(`/api/review/${id}`, as(shopper))).data).toMatchObject({ deleted: true })
      expect((await api.get("/api/reviews")).data.reviews.map((r: { id: string }) => r.id)).not.toContain(id)
    })

    it("asks temporary and unverified accounts to log in or verify first, and checks review input", async () => {
      const body = { rating: 4, text: "Lovely colours and quick delivery." }
      expect((await settle(api.post("/api/review", body))).status).toBe(401)
      const temp = await makeShopper(api, getContainer(), "temporary")
      expect((await settle(api.post("/api/review", body, as(temp)))).status).toBe(423)
      const unverified = await makeShopper(api, getContainer(), "unverified")
      expect(await settle(api.post("/api/review", body, as(unverified)))).toMatchObject({ status: 412, data: { type: "NOT_VERIFIED" } })

      const bad = async (b: unknown, field: string) =>
        expect(await settle(api.post("/api/review", b, as(other)))).toMatchObject({ status: 400, data: { field } })
      await bad({ rating: 6, text: "Lovely colours and quick delivery." }, "rating")
      await bad({ rating: 5, text: "ok" }, "text")
      await bad({ rating: 5, text: "Lovely colours and quick delivery.", paintingId: "paint_nope" }, "paintingId")
      const notImage = form({ rating: "5", text: "Lovely colours and quick delivery." }, { images: [new Blob(["not a photo"])] })
      expect(await settle(api.post("/api/review", notImage, as(other)))).toMatchObject({ status: 400, data: { field: "images" } })
      const tooMany = form({ rating: "5", text: "Lovely colours and quick delivery." }, { images: [png(), png(), png(), png(), png()] })
      expect(await settle(api.post("/api/review", tooMany, as(other)))).toMatchObject({ status: 400, data: { field: "images" } })
      expect(await settle(api.get("/api/reviews?scope=bogus"))).toMatchObject({ status: 400, data: { field: "scope" } })
    })

    // ---------------------------------------------------------------------------------
    // Statics

    it("stores named static images for admins only", async () => {
      const up = await api.post("/api/static", form({ title: "Walnut frame corner" }, { file: [png()] }), as(admin))
      expect(up.status).toBe(201)
      expect(up.data).toMatchObject({ title: "Walnut frame corner", mimeType: "image/png", message: "Image uploaded." })
      expect(up.data.markdown).toBe(`![Walnut frame corner](${up.data.url})`)
      const list = (await api.get("/api/statics", as(admin))).data
      expect(list.statics[0]).toMatchObject({ id: up.data.id, url: up.data.url })

      expect(await settle(api.post("/api/static", form({ title: "No file here" }), as(admin)))).toMatchObject({
        status: 400,
        data: { field: "file" },
      })
      expect(await settle(api.post("/api/static", form({ title: "" }, { file: [png()] }), as(admin)))).toMatchObject({
        status: 400,
        data: { field: "title" },
      })
      for (const cfg of [{}, as(shopper)]) {
        expect((await settle(api.get("/api/statics", cfg))).status).toBe(401)
        expect((await settle(api.post("/api/static", form({ title: "Sneaky" }, { file: [png()] }), cfg))).status).toBe(401)
        expect((await settle(api.delete(`/api/static/${up.data.id}`, cfg))).status).toBe(401)
      }
      await api.delete(`/api/static/${up.data.id}`, as(admin))
      expect((await api.get("/api/statics", as(admin))).data.count).toBe(0)
    })

    // ---------------------------------------------------------------------------------
    // Surveys

    it("takes survey answers from anyone, shows them to admins, and limits the rate", async () => {
      const answer = { kind: "exit", question: "What stopped you today?", answers: ["price", "shipping time"], page: "/cart" }
      const saved = await api.post("/api/survey", answer)
      expect(saved).toMatchObject({ status: 201, data: { message: "Thank you!" } })
      await api.post(
        "/api/survey",
        { question: "How did we do?", answers: { stars: 5, comment: "Great" }, orderId: "order_123" },
        as(shopper)
      )

      const list = (await api.get("/api/surveys", as(admin))).data
      expect(list.count).toBe(2)
      expect(list.surveys[0]).toMatchObject({
        kind: "post-purchase",
        question: "How did we do?",
        answers: { stars: 5, comment: "Great" },
        orderId: "order_123",
        account: shopper.account.id,
      })
      expect((await api.get("/api/surveys?kind=exit", as(admin))).data.surveys).toMatchObject([
        { answers: ["price", "shipping time"], account: null, page: "/cart" },
      ])
      expect((await settle(api.get("/api/surveys", as(shopper)))).status).toBe(401)
      expect((await settle(api.get("/api/surveys"))).status).toBe(401)

      const bad = async (b: unknown, field: string) =>
        expect(await settle(api.post("/api/survey", b, as(other)))).toMatchObject({ status: 400, data: { field } })
      await bad({ answers: "yes" }, "question")
      await bad({ question: "Why?" }, "answers")
      await bad({ question: "Why?", answers: "x".repeat(2001) }, "answers")
      await bad({ question: "Why?", answers: "yes", kind: "annoyed" }, "kind")

      for (let i = 0; i < 10; i++) await api.post("/api/survey", { question: "Again?", answers: "yes" }, as(other))
      expect((await settle(api.post("/api/survey", { question: "Again?", answers: "yes" }, as(other)))).status).toBe(429)
    })

    // ---------------------------------------------------------------------------------
    // Tags

    it("lets admins keep tags and put them on paintings", async () => {
      const painting = await getContainer().resolve<PaintingModuleService>(PAINTING_MODULE).createPaintings({
        title: "Bella in watercolour",
        photo_id: "photo_x",
        style_id: "style_x",
        status: "complete",
        is_public: true,
      })
      const dogs = await api.post("/api/tag", { name: "Dogs" }, as(admin))
      expect(dogs).toMatchObject({ status: 201, data: { name: "Dogs", slug: "dogs", paintings: 0 } })
      await api.post("/api/tag", { name: "Christmas Gifts" }, as(admin))
      expect(await settle(api.post("/api/tag", { name: "dogs" }, as(admin)))).toMatchObject({ status: 400, data: { field: "name" } })
      expect(await settle(api.post("/api/tag", { name: "x" }, as(admin)))).toMatchObject({ status: 400, data: { field: "name" } })

      const tagged = await api.patch(`/api/painting/${painting.id}`, { tags: ["dogs", "Christmas Gifts"] }, as(admin))
      expect(tagged.data.tags.map((t: { slug: string }) => t.slug)).toEqual(["christmas-gifts", "dogs"])
      expect(await settle(api.patch(`/api/painting/${painting.id}`, { tags: ["cats"] }, as(admin)))).toMatchObject({
        status: 400,
        data: { field: "tags" },
      })
      expect((await api.get("/api/tags", as(admin))).data.tags).toEqual([
        { id: expect.any(String), name: "Christmas Gifts", slug: "christmas-gifts", paintings: 1 },
        { id: dogs.data.id, name: "Dogs", slug: "dogs", paintings: 1 },
      ])

      for (const cfg of [{}, as(shopper)]) {
        expect((await settle(api.get("/api/tags", cfg))).status).toBe(401)
        expect((await settle(api.post("/api/tag", { name: "Cats" }, cfg))).status).toBe(401)
        expect((await settle(api.delete(`/api/tag/${dogs.data.id}`, cfg))).status).toBe(401)
      }
      expect((await settle(api.patch(`/api/painting/${painting.id}`, { tags: [] }, as(shopper)))).status).not.toBe(200)

      expect((await api.delete(`/api/tag/${dogs.data.id}`, as(admin))).data).toMatchObject({ deleted: true })
      expect((await api.get("/api/tags", as(admin))).data.tags.map((t: { slug: string }) => t.slug)).toEqual(["christmas-gifts"])
      expect((await api.patch(`/api/painting/${painting.id}`, { tags: [] }, as(admin))).data.tags).toEqual([])
    })
  },
})
