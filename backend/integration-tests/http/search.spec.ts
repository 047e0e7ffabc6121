/**
 * Finding things (issue 7, part 4): GET /api/search over public paintings, public styles
 * and published articles, ranked and paged; and the public social feed of recent paintings.
 */
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { CONTENT_MODULE, type ContentModuleService } from "../../src/modules/content"
import { beforeAll, expect, it } from "vitest"
import { settle } from "../helpers/shop-api"

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const art = () => getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)
    let watercolor: { id: string }

    beforeAll(async () => {
      watercolor = await art().createStyles({
        title: "Watercolor",
        slug: "watercolor",
        description: "Soft washes of colour for calm pets.",
        prompt: "a watercolor painting of {photo}",
      })
      await art().createStyles({
        title: "Oil",
        slug: "oil",
        description: "Rich impasto, like a watercolor's heavier cousin.",
        prompt: "an oil painting of {photo}",
      })
      await art().createStyles({
        title: "Secret Watercolor Test",
        slug: "secret-watercolor",
        prompt: "private style prompt",
        is_public: false,
      })
      const base = { photo_id: "photo_s", style_id: watercolor.id, status: "complete" as const }
      await art().createPaintings([
        { ...base, title: "Bella in Watercolor", is_public: true },
        { ...base, title: "Max the watercolor beagle", is_public: true },
        { ...base, title: "Private watercolor of Rex", is_public: false },
        { ...base, title: "Unfinished watercolor", is_public: true, status: "in-progress" },
        { ...base, title: "100% cat", is_public: true },
      ])
      await getContainer()
        .resolve<ContentModuleService>(CONTENT_MODULE)
        .createArticles([
          {
            slug: "watercolor-care",
            title: "Caring for a Watercolor Print",
            summary: "Keep it out of the sun.",
            body: "...",
            published_at: new Date("2026-10-01"),
          },
          {
            slug: "draft-watercolor",
            title: "Watercolor draft",
            summary: "Not yet.",
            body: "...",
            is_published: false,
            published_at: new Date(),
          },
        ])
    })

    it("finds public paintings, styles and published articles, best match first", async () => {
      const { status, data } = await api.get("/api/search?q=watercolor")
      expect(status).toBe(200)
      expect(data).toMatchObject({ q: "watercolor", count: 5, page: 1, perPage: 20 })
      const found = data.results.map((r: { type: string; title: string }) => `${r.type}:${r.title}`)
      // The style named exactly so first; nothing private, unpublished or unfinished.
      expect(found[0]).toBe("style:Watercolor")
      expect(found).toEqual(
        expect.arrayContaining([
          "painting:Bella in Watercolor",
          "painting:Max the watercolor beagle",
          "article:Caring for a Watercolor Print",
          "style:Oil",
        ])
      )
      expect(found.join()).not.toMatch(/Private|Unfinished|draft|Secret/)
      // A description-only match ranks last.
      expect(found.at(-1)).toBe("style:Oil")
      expect(data.results[0]).toMatchObject({
        type: "style",
        route: "/pet-portrait/watercolor",
        text: "Soft washes of colour for calm pets.",
      })
      const article = data.results.find((r: { type: string; title: string }) => r.type === "article")
      expect(article).toMatchObject({ route: "/articles/watercolor-care", text: "Keep it out of the sun." })
      const painting = data.results.find((r: { type: string; title: string }) => r.title === "Bella in Watercolor")
      expect(painting.route).toBe(`/artwork/${painting.id}`)
    })

    it("needs every word, filters by type, pages, and treats % and _ literally", async () => {
      expect(
        (await api.get("/api/search?q=beagle%20watercolor")).data.results.map((r: { type: string; title: string }) => r.title)
      ).toEqual(["Max the watercolor beagle"])
      expect(
        (await api.get("/api/search?q=watercolor&type=article")).data.results.map((r: { type: string; title: string }) => r.title)
      ).toEqual(["Caring for a Watercolor Print"])
      const page2 = (await api.get("/api/search?q=watercolor&perPage=2&page=2")).data
      expect(page2).toMatchObject({ count: 5, page: 2, perPage: 2 })
      expect(page2.results).toHaveLength(2)
      expect((await api.get("/api/search?q=100%25")).data.results.map((r: { type: string; title: string }) => r.title)).toEqual([
        "100% cat",
      ])
      expect((await api.get("/api/search?q=1_0")).data.count).toBe(0)
      expect((await api.get("/api/search?q=zebra")).data).toMatchObject({ count: 0, results: [] })
    })

    it("answers bad searches with 400 and the field", async () => {
      expect(await settle(api.get("/api/search"))).toMatchObject({ status: 400, data: { field: "q" } })
      expect(await settle(api.get("/api/search?q=a"))).toMatchObject({ status: 400, data: { field: "q" } })
      expect(await settle(api.get(`/api/search?q=${"a".repeat(201)}`))).toMatchObject({ status: 400, data: { field: "q" } })
      expect(await settle(api.get("/api/search?q=cat&type=user"))).toMatchObject({ status: 400, data: { field: "type" } })
      expect(await settle(api.get("/api/search?q=cat&perPage=1000"))).toMatchObject({ status: 400, data: { field: "perPage" } })
    })

    it("shows recent public, finished paintings on the social feed with their post routes", async () => {
      const { data } = await api.get("/api/social-feed?perPage=2")
      expect(data).toMatchObject({ count: 3, page: 1, perPage: 2 })
      expect(data.paintings).toHaveLength(2)
      for (const p of data.paintings) {
        expect(p).toMatchObject({ isPublic: true, status: "complete", styleTitle: "Watercolor", productionImage: null, noWatermark: null })
        expect(p.routes).toMatchObject({ post: `/artwork/${p.id}/post`, style: "/pet-portrait/watercolor" })
        expect(p.shareUrl).toMatch(new RegExp(`^https?://.+/artwork/${p.id}/post$`))
      }
      const all = (await api.get("/api/social-feed")).data.paintings.map((p: { title: string }) => p.title)
      expect(all.sort()).toEqual(["100% cat", "Bella in Watercolor", "Max the watercolor beagle"])
      expect(await settle(api.get("/api/social-feed?page=0"))).toMatchObject({ status: 400, data: { field: "page" } })
      expect(await settle(api.get("/api/social-feed?perPage=51"))).toMatchObject({ status: 400, data: { field: "perPage" } })
    })
  },
})
