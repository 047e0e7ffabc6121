/**
 * Styles, their layers and post-process settings (spec sections 5, 7 and 8): the public
 * lists, the admin's create / edit / delete calls with their exact validation messages,
 * and 401 for everyone else.
 */
import { readFileSync } from "node:fs"
import type { MedusaContainer } from "@medusajs/framework/types"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { expect, it } from "vitest"
import { asDomainError } from "../../src/lib/errors"
import { addStyleExampleWorkflow } from "../../src/workflows/style/add-style-example"
import { setStylePublicImageWorkflow } from "../../src/workflows/style/set-style-public-image"
import { updateStyleWorkflow } from "../../src/workflows/style/update-style"
import { fixture } from "../helpers/fixtures"
import { useOwnFileFolders } from "../helpers/private-file-folders"
import { settle, withToken } from "../helpers/shop-api"
import { makeShopper } from "../helpers/shoppers"

// Files of this run go to their own folders, so counting them shows what a refusal stored.
const countFiles = useOwnFileFolders("petshop-style-files").count

const NEW_STYLE = { type: "image-to-image", title: "Oil On Canvas", prompt: "an oil painting of {description}" }
const EMPTY_POST_PROCESS = { photo: [], segment: [], faceMap: [], noPost: [], final: [], noPostHq: [], production: [] }
/**
 * A new style's first settings: what it paints with already (no engine recipe, so no noPost
 * steps; the engine's default crop, mask, head and watermark), so opening the editor keeps
 * its previews cropped and watermarked.
 */
const FIRST_POST_PROCESS = {
  ...EMPTY_POST_PROCESS,
  photo: [
    { fn: "cropToSubject", params: {} },
    { fn: "fitToSize", params: {} },
  ],
  segment: [{ fn: "grabCutMask", params: {} }],
  faceMap: [{ fn: "headFromMask", params: {} }],
  final: [{ fn: "watermark", params: {} }],
}

const painting = (container: MedusaContainer) => container.resolve<PaintingModuleService>(PAINTING_MODULE)

/** Styles straight in the module, for the read calls. */
async function seedStyles(container: MedusaContainer, styles: Record<string, unknown>[]) {
  return painting(container).createStyles(
    styles.map((s, i) => ({
      title: `Style ${i}`,
      slug: `style-${i}`,
      prompt: "a painting of {description}",
      order_index: i,
      ...s,
    }))
  )
}

function imageForm(bytes: Buffer, filename: string, fields: Record<string, string> = {}) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  body.append("image", new Blob([new Uint8Array(bytes)]), filename)
  return body
}

/** The style calls' answers, as far as this spec reads them. */
type StyleListItem = { title: string; orderIndex: number; isFeatured: boolean; isPublic: boolean }

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const admin = async () => withToken((await makeShopper(api, getContainer(), "admin")).token)

    /** A verified shopper, a temporary visitor and a caller without a token. */
    async function nonAdmins(): Promise<[string, object][]> {
      const verified = await makeShopper(api, getContainer(), "verified")
      const temporary = await makeShopper(api, getContainer(), "temporary")
      return [
        ["a verified shopper", withToken(verified.token)],
        ["a temporary visitor", withToken(temporary.token)],
        ["no token", {}],
      ]
    }

    async function expectAdminOnly(call: (config: object) => Promise<{ status: number; data: unknown }>) {
      for (const [who, config] of await nonAdmins()) {
        const res = await settle(call(config))
        expect(res.status, who).toBe(401)
      }
    }

    // ---------------------------------------------------------------------------------
    // GET /api/styles

    it("lists featured public styles by default, 12 a page, in the admin's order", async () => {
      const container = getContainer()
      // Made in reverse order, so the answer's order can only come from order_index.
      await seedStyles(
        container,
        Array.from({ length: 15 }, (_, i) => ({
          title: `Featured ${14 - i}`,
          slug: `featured-${14 - i}`,
          order_index: 14 - i,
          is_featured: true,
        }))
      )
      await seedStyles(container, [
        { title: "Hidden featured", slug: "hidden-featured", is_featured: true, is_public: false, order_index: 0 },
        { title: "Plain public", slug: "plain-public", order_index: 100 },
      ])

      const first = await api.get("/api/styles")
      expect(first.status).toBe(200)
      expect(first.data).toMatchObject({ count: 15, page: 1, perPage: 12 })
      expect(first.data.styles).toHaveLength(12)
      expect(first.data.styles.map((s: StyleListItem) => s.orderIndex)).toEqual([...Array(12).keys()])
      expect(first.data.styles.every((s: StyleListItem) => s.isFeatured && s.isPublic)).toBe(true)
      expect(first.data.styles[0]).toMatchObject({ title: "Featured 0", route: "/pet-portrait/featured-0", layers: [], demoImages: [] })
      for (const key of [
        "id",
        "uuid",
        "type",
        "allowSignature",
        "provider",
        "title",
        "description",
        "isPublic",
        "isFeatured",
        "isFirst",
        "publicImage",
        "demoImages",
        "prompt",
        "negativePrompt",
        "orderIndex",
        "layers",
        "route",
      ]) {
        expect(first.data.styles[0]).toHaveProperty(key)
      }

      const second = await api.get("/api/styles?page=2")
      expect(second.data.styles.map((s: StyleListItem) => s.title)).toEqual(["Featured 12", "Featured 13", "Featured 14"])

      const explicit = await api.get("/api/styles?scope=isFeatured&perPage=5")
      expect(explicit.data).toMatchObject({ count: 15, perPage: 5 })
      expect(explicit.data.styles).toHaveLength(5)

      const isPublic = await api.get("/api/styles?scope=isPublic&perPage=50")
      expect(isPublic.data.count).toBe(16)
      expect(isPublic.data.styles.map((s: StyleListItem) => s.title)).toContain("Plain public")
      expect(isPublic.data.styles.map((s: StyleListItem) => s.title)).not.toContain("Hidden featured")

      const all = await api.get("/api/styles?scope=all&perPage=50", await admin())
      expect(all.data.count).toBe(17)
      expect(all.data.styles.map((s: StyleListItem) => s.title)).toContain("Hidden featured")
    })

    it("keeps scope=all for admins (401) and refuses bad paging with a field error", async () => {
      await expectAdminOnly((config) => api.get("/api/styles?scope=all", config))
      expect(await settle(api.get("/api/styles?scope=everything"))).toMatchObject({
        status: 400,
        data: { field: "scope", message: "The scope must be isFeatured, isPublic or all." },
      })
      expect(await settle(api.get("/api/styles?perPage=0"))).toMatchObject({ status: 400, data: { field: "perPage" } })
      expect(await settle(api.get("/api/styles?page=abc"))).toMatchObject({ status: 400, data: { field: "page" } })
    })

    // ---------------------------------------------------------------------------------
    // POST /api/style

    it("creates a style for an admin and answers its id and route, numbering a repeated slug", async () => {
      const auth = await admin()
      const created = await api.post("/api/style", { ...NEW_STYLE, description: "Thick strokes.", negativePrompt: "blurry, lowres" }, auth)
      expect(created.status).toBe(201)
      expect(created.data).toMatchObject({
        id: expect.stringMatching(/^style_/),
        slug: "oil-on-canvas",
        // Hidden until it can be painted (issue 26): its page is the hidden style's.
        route: `/styles/${created.data.id}`,
        type: "image-to-image",
        title: "Oil On Canvas",
        prompt: NEW_STYLE.prompt,
        description: "Thick strokes.",
        negativePrompt: "blurry, lowres",
        isPublic: false,
        layers: [],
      })
      expect(created.data.uuid).toBe(created.data.id)

      const again = await api.post("/api/style", NEW_STYLE, auth)
      expect(again.data.slug).toBe("oil-on-canvas-2")
      const third = await api.post("/api/style", NEW_STYLE, auth)
      expect(third.data.slug).toBe("oil-on-canvas-3")
      // New styles go to the end of the admin's order.
      expect(third.data.orderIndex).toBeGreaterThan(again.data.orderIndex)

      const faceSwap = await api.post("/api/style", { ...NEW_STYLE, type: "face-swap", title: "Royal Portrait" }, auth)
      expect(faceSwap.data).toMatchObject({ type: "face-swap", slug: "royal-portrait" })
      const untyped = await api.post("/api/style", { title: "No Type Given", prompt: NEW_STYLE.prompt }, auth)
      expect(untyped.data.type).toBe("image-to-image")

      // The slug finds the style.
      const bySlug = await api.get("/api/style/oil-on-canvas-2", auth)
      expect(bySlug.data.id).toBe(again.data.id)
    })

    it("starts a style that cannot be painted yet hidden, a paint style public (issue 26)", async () => {
      const auth = await admin()
      const created = (await api.post("/api/style", NEW_STYLE, auth)).data
      expect(created).toMatchObject({ isPublic: false, route: `/styles/${created.id}` })
      expect(await settle(api.get(`/api/style/${created.id}`))).toMatchObject({ status: 404 })
      const listed = (await api.get("/api/styles?scope=isPublic&perPage=100")).data.styles.map((s: { id: string }) => s.id)
      expect(listed).not.toContain(created.id)
      // A face-swap style without its template cannot be painted either.
      const faceSwap = (await api.post("/api/style", { ...NEW_STYLE, type: "face-swap", title: "Royal Portrait" }, auth)).data
      expect(faceSwap.isPublic).toBe(false)
      // A paint style paints from its picture from the start.
      const bytes = readFileSync(fixture("cat-chelsea.png"))
      const paint = (await api.post("/api/style", imageForm(bytes, "chelsea.png", { title: "Chelsea Paint" }), auth)).data
      expect(paint).toMatchObject({ isPublic: true, route: "/pet-portrait/chelsea-paint" })
      // Once an admin shows it, its route is the public style page.
      await painting(getContainer()).updateStyles({ id: created.id, is_public: true })
      expect((await api.get(`/api/style/${created.id}`)).data.route).toBe("/pet-portrait/oil-on-canvas")
    })

    it("answers the spec's validation messages when creating a style, storing nothing", async () => {
      const auth = await admin()
      const cases: [object, string, string][] = [
        [{ ...NEW_STYLE, title: "Oil" }, "title", "Please provide a longer name."],
        [{ ...NEW_STYLE, title: "   Oil    " }, "title", "Please provide a longer name."],
        [{ type: NEW_STYLE.type, prompt: NEW_STYLE.prompt }, "title", "Please provide a longer name."],
        [{ ...NEW_STYLE, prompt: "paint" }, "prompt", "Please provide a longer prompt."],
        [{ type: NEW_STYLE.type, title: NEW_STYLE.title }, "prompt", "Please provide a longer prompt."],
        [{ ...NEW_STYLE, negativePrompt: "ugly" }, "negativePrompt", "Please provide a longer negative prompt."],
      ]
      for (const [body, field, message] of cases) {
        const res = await settle(api.post("/api/style", body, auth))
        expect(res, JSON.stringify(body)).toMatchObject({ status: 400, data: { field, message } })
      }
      const paintWithoutImage = await settle(api.post("/api/style", { ...NEW_STYLE, type: "paint" }, auth))
      expect(paintWithoutImage).toMatchObject({ status: 400, data: { field: "type" } })
      expect(await painting(getContainer()).listStyles({})).toHaveLength(0)
    })

    it("refuses style creation to non-admins (401), JSON or upload", async () => {
      await expectAdminOnly((config) => api.post("/api/style", NEW_STYLE, config))
      const bytes = readFileSync(fixture("cat-chelsea.png"))
      await expectAdminOnly((config) => api.post("/api/style", imageForm(bytes, "ref.png", { title: "Sneaky Style" }), config))
      expect(await painting(getContainer()).listStyles({})).toHaveLength(0)
    })

    it("makes a paint style from an uploaded image, stored as its public picture", async () => {
      const auth = await admin()
      const publicDir = process.env.FILE_UPLOAD_DIR!
      const before = countFiles(publicDir)
      const bytes = readFileSync(fixture("cat-chelsea.png"))
      const res = await api.post("/api/style", imageForm(bytes, "chelsea.png", { title: "Chelsea Paint" }), auth)
      expect(res.status).toBe(201)
      expect(res.data).toMatchObject({ type: "paint", title: "Chelsea Paint", route: "/pet-portrait/chelsea-paint" })
      expect(res.data.publicImage.original).toMatch(/^http.*\.png$/)
      expect(res.data.publicImage.width).toBeGreaterThan(0)
      expect(res.data.publicImage).not.toHaveProperty("fileId")
      expect(countFiles(publicDir)).toBe(before + 1)

      // An image alone is enough; given text fields are held to the same rules.
      const bare = await api.post("/api/style", imageForm(bytes, "chelsea.png"), auth)
      expect(bare.data).toMatchObject({ type: "paint", title: "Untitled style" })
      const short = await settle(api.post("/api/style", imageForm(bytes, "chelsea.png", { title: "Cat" }), auth))
      expect(short).toMatchObject({ status: 400, data: { field: "title", message: "Please provide a longer name." } })

      // Not an image: refused before anything is stored.
      const afterGood = countFiles(publicDir)
      const text = await settle(
        api.post("/api/style", imageForm(Buffer.from("not a picture at all"), "x.png", { title: "Text File" }), auth)
      )
      expect(text).toMatchObject({ status: 400, data: { field: "image" } })
      expect(countFiles(publicDir)).toBe(afterGood)
      expect((await painting(getContainer()).listStyles({})).map((s) => s.title).sort()).toEqual(["Chelsea Paint", "Untitled style"])
    })

    // ---------------------------------------------------------------------------------
    // GET / PATCH / DELETE /api/style/{id}

    it("shows one style by id or slug, hides hidden ones from non-admins, 404 'Style not found.'", async () => {
      const [shown, hidden] = await seedStyles(getContainer(), [
        { title: "Shown Style", slug: "shown-style" },
        { title: "Hidden Style", slug: "hidden-style", is_public: false },
      ])
      expect((await api.get(`/api/style/${shown.id}`)).data).toMatchObject({ id: shown.id, route: "/pet-portrait/shown-style" })
      expect((await api.get("/api/style/shown-style")).data.id).toBe(shown.id)
      const missing = { status: 404, data: { message: "Style not found." } }
      expect(await settle(api.get("/api/style/style_nope"))).toMatchObject(missing)
      expect(await settle(api.get(`/api/style/${hidden.id}`))).toMatchObject(missing)
      expect((await api.get(`/api/style/${hidden.id}`, await admin())).data.isPublic).toBe(false)
    })

    it("lets an admin edit a style; a rename keeps the route", async () => {
      const auth = await admin()
      const { data: style } = await api.post("/api/style", NEW_STYLE, auth)
      const res = await api.patch(
        `/api/style/${style.id}`,
        {
          provider: "local",
          allowSignature: true,
          title: "Oil On Linen",
          description: "Now on linen.",
          prompt: "an oil painting on linen of {description}",
          negativePrompt: "blurry, lowres",
        },
        auth
      )
      expect(res.status).toBe(200)
      expect(res.data).toMatchObject({
        id: style.id,
        provider: "local",
        allowSignature: true,
        title: "Oil On Linen",
        description: "Now on linen.",
        prompt: "an oil painting on linen of {description}",
        negativePrompt: "blurry, lowres",
        slug: "oil-on-canvas",
      })
      // Fields not sent stay; null clears the negative prompt; the slug works for PATCH too.
      const cleared = await api.patch("/api/style/oil-on-canvas", { negativePrompt: null, description: "" }, auth)
      expect(cleared.data).toMatchObject({ title: "Oil On Linen", negativePrompt: null, description: null, allowSignature: true })
      expect((await api.get(`/api/style/${style.id}`, auth)).data.negativePrompt).toBeNull()
    })

    it("answers the spec's validation messages when editing a style, changing nothing", async () => {
      const auth = await admin()
      const { data: style } = await api.post("/api/style", NEW_STYLE, auth)
      const cases: [object, string, string][] = [
        [{ title: "Oil" }, "title", "Please provide a longer name."],
        [{ prompt: "paint" }, "prompt", "Please provide a longer prompt."],
        [{ negativePrompt: "ugly" }, "negativePrompt", "Please provide a longer negative prompt."],
        [{ negativePrompt: "" }, "negativePrompt", "Please provide a longer negative prompt."],
        [{ allowSignature: "yes" }, "allowSignature", "allowSignature must be true or false."],
        [{ provider: "midjourney" }, "provider", 'There is no painting service called "midjourney".'],
      ]
      for (const [body, field, message] of cases) {
        const res = await settle(api.patch(`/api/style/${style.id}`, body, auth))
        expect(res, JSON.stringify(body)).toMatchObject({ status: 400, data: { field, message } })
      }
      expect((await api.get(`/api/style/${style.id}`, auth)).data).toMatchObject({
        title: NEW_STYLE.title,
        prompt: NEW_STYLE.prompt,
        provider: "local",
      })
      expect(await settle(api.patch("/api/style/style_nope", { title: "Long enough" }, auth))).toMatchObject({
        status: 404,
        data: { message: "Style not found." },
      })
    })

    it("refuses style edits and deletes to non-admins (401)", async () => {
      const auth = await admin()
      const { data: style } = await api.post("/api/style", NEW_STYLE, auth)
      await expectAdminOnly((config) => api.patch(`/api/style/${style.id}`, { title: "Hijacked Style" }, config))
      await expectAdminOnly((config) => api.delete(`/api/style/${style.id}`, config))
      expect((await api.get(`/api/style/${style.id}`, auth)).data.title).toBe(NEW_STYLE.title)
    })

    it("soft-deletes a style for an admin (204); its slug is free again", async () => {
      const auth = await admin()
      const { data: style } = await api.post("/api/style", NEW_STYLE, auth)
      const layer = await api.post("/api/style-layer", { styleId: style.id, name: "Canvas texture" }, auth)
      const res = await api.delete(`/api/style/${style.id}`, auth)
      expect(res.status).toBe(204)
      expect(await settle(api.get(`/api/style/${style.id}`, auth))).toMatchObject({ status: 404, data: { message: "Style not found." } })
      expect(await settle(api.delete(`/api/style/${style.id}`, auth))).toMatchObject({ status: 404, data: { message: "Style not found." } })
      expect((await api.get("/api/styles?scope=all", auth)).data.count).toBe(0)
      // Soft: the record is still there, and its layers went with it.
      const [deleted] = await painting(getContainer()).listStyles({ id: style.id }, { withDeleted: true })
      expect(deleted.deleted_at).not.toBeNull()
      expect(await painting(getContainer()).listStyleLayers({ id: layer.data.id })).toHaveLength(0)
      const recreated = await api.post("/api/style", NEW_STYLE, auth)
      expect(recreated.data.slug).toBe("oil-on-canvas")
    })

    // ---------------------------------------------------------------------------------
    // GET /api/style/{id}/paintings

    it("lists a style's public finished paintings, 25 a page, newest first", async () => {
      const container = getContainer()
      const [style, other] = await seedStyles(container, [{ title: "Gallery Style", slug: "gallery-style" }, {}])
      const made: string[] = []
      for (let i = 0; i < 27; i++) {
        const p = await painting(container).createPaintings({
          photo_id: "photo_x",
          style_id: style.id,
          status: "complete",
          is_public: true,
          title: `P${i}`,
        })
        made.push(p.id)
      }
      await painting(container).createPaintings([
        { photo_id: "photo_x", style_id: style.id, status: "complete", is_public: false, title: "private" },
        { photo_id: "photo_x", style_id: style.id, status: "queue", is_public: true, title: "unfinished" },
        { photo_id: "photo_x", style_id: other.id, status: "complete", is_public: true, title: "other style" },
      ])

      const first = await api.get(`/api/style/${style.id}/paintings`)
      expect(first.data).toMatchObject({ count: 27, page: 1, perPage: 25 })
      expect(first.data.paintings.map((p: { id: string; title: string }) => p.id)).toEqual(made.slice().reverse().slice(0, 25))
      expect(first.data.paintings[0]).toMatchObject({
        status: "complete",
        noWatermark: null,
        routes: { style: "/pet-portrait/gallery-style" },
      })
      const second = await api.get("/api/style/gallery-style/paintings?page=2")
      expect(second.data.paintings.map((p: { id: string; title: string }) => p.title)).toEqual(["P1", "P0"])
      expect(await settle(api.get("/api/style/style_nope/paintings"))).toMatchObject({ status: 404, data: { message: "Style not found." } })
      expect(await settle(api.get(`/api/style/${style.id}/paintings?perPage=1000`))).toMatchObject({
        status: 400,
        data: { field: "perPage" },
      })
    })

    // ---------------------------------------------------------------------------------
    // POST /api/style/{id}/public_image_from_painting/{paintingId}, /api/style/{id}/example_image

    it("lets an admin make a finished painting the style's public image or first example", async () => {
      const container = getContainer()
      const [style] = await seedStyles(container, [
        { title: "Pictured Style", slug: "pictured-style", demo_images: [{ original: "/static/old.jpg" }] },
      ])
      const image = { original: "/static/p-original.jpg", low: "/static/p-low.jpg" }
      const done = await painting(container).createPaintings({
        photo_id: "photo_x",
        style_id: style.id,
        status: "complete",
        is_public: true,
        image,
      })
      const unfinished = await painting(container).createPaintings({ photo_id: "photo_x", style_id: style.id, status: "queue" })
      const asAdmin = await admin()

      const pub = await api.post(`/api/style/${style.id}/public_image_from_painting/${done.id}`, {}, asAdmin)
      expect(pub.data).toMatchObject({ message: "Style public image updated", style: { publicImage: image } })
      expect((await api.get(`/api/style/${style.id}`)).data.publicImage).toEqual(image)

      const example = await api.post(`/api/style/${style.id}/example_image`, { paintingId: done.id }, asAdmin)
      expect(example.data.message).toBe("Using image as style example.")
      expect(example.data.style.demoImages).toEqual([image, { original: "/static/old.jpg" }])
      // Choosing it again moves it to the front instead of repeating it.
      const again = await api.post(`/api/style/${style.id}/example_image`, { paintingId: done.id }, asAdmin)
      expect(again.data.style.demoImages).toHaveLength(2)

      expect(await settle(api.post(`/api/style/${style.id}/example_image`, { paintingId: unfinished.id }, asAdmin))).toMatchObject({
        status: 400,
        data: { field: "paintingId" },
      })
      expect(await settle(api.post(`/api/style/${style.id}/example_image`, {}, asAdmin))).toMatchObject({
        status: 400,
        data: { field: "paintingId" },
      })
      expect(await settle(api.post(`/api/style/${style.id}/public_image_from_painting/painting_nope`, {}, asAdmin))).toMatchObject({
        status: 404,
        data: { message: "Painting not found." },
      })
      expect(await settle(api.post(`/api/style/style_nope/example_image`, { paintingId: done.id }, asAdmin))).toMatchObject({ status: 404 })
      await expectAdminOnly((config) => api.post(`/api/style/${style.id}/public_image_from_painting/${done.id}`, {}, config))
      await expectAdminOnly((config) => api.post(`/api/style/${style.id}/example_image`, { paintingId: done.id }, config))
      expect((await api.get(`/api/style/${style.id}`)).data.demoImages).toHaveLength(2)
    })

    it("keeps a style's image and provider rules when its workflows run from another caller (a job, the Medusa admin)", async () => {
      const container = getContainer()
      const [style] = await seedStyles(container, [{ title: "Guarded Style", slug: "guarded-style", provider: "local" }])
      const unfinished = await painting(container).createPaintings({ photo_id: "photo_x", style_id: style.id, status: "queue" })
      const refusal = (run: Promise<unknown>) => run.then(() => undefined, asDomainError)
      const staff = { customerId: "cus_staff", isAdmin: true }
      const input = { styleRef: style.slug, paintingId: unfinished.id, actor: staff }
      expect(await refusal(addStyleExampleWorkflow(container).run({ input }))).toMatchObject({
        kind: "invalid",
        field: "paintingId",
        message: "This painting is not finished yet, so it has no image to use.",
      })
      expect(
        await refusal(setStylePublicImageWorkflow(container).run({ input: { ...input, actor: { ...staff, isAdmin: false } } }))
      ).toMatchObject({
        kind: "unauthenticated",
      })
      expect(await refusal(updateStyleWorkflow(container).run({ input: { id: style.id, provider: "midjourney" } }))).toMatchObject({
        kind: "invalid",
        field: "provider",
        message: 'There is no painting service called "midjourney".',
      })
      expect(await refusal(updateStyleWorkflow(container).run({ input: { id: "style_nope", title: "Ghost" } }))).toMatchObject({
        kind: "not_found",
        message: "Style not found.",
      })
      // Nothing was written by the refused runs.
      const kept = await painting(container).retrieveStyle(style.id)
      expect(kept.provider).toBe("local")
      expect(kept.demo_images ?? []).toEqual([])
      expect(kept.public_image ?? null).toBeNull()
    })

    // ---------------------------------------------------------------------------------
    // POST / PATCH / DELETE /api/style-layer

    it("adds, edits and removes style layers for an admin", async () => {
      const auth = await admin()
      const { data: style } = await api.post("/api/style", NEW_STYLE, auth)
      const texture = await api.post(
        "/api/style-layer",
        { styleId: style.id, name: "Canvas texture", orderIndex: 5, settings: { opacity: 0.3 } },
        auth
      )
      expect(texture.status).toBe(201)
      expect(texture.data).toMatchObject({
        styleId: style.id,
        name: "Canvas texture",
        kind: "overlay",
        orderIndex: 5,
        settings: { opacity: 0.3 },
      })
      const frame = await api.post("/api/style-layer", { styleId: "oil-on-canvas", name: "Gold frame", kind: "frame", orderIndex: 1 }, auth)
      expect(frame.data).toMatchObject({ kind: "frame", styleId: style.id })
      expect((await api.get(`/api/style/${style.id}`, auth)).data.layers.map((l: { name: string }) => l.name)).toEqual([
        "Gold frame",
        "Canvas texture",
      ])

      const edited = await api.patch(`/api/style-layer?id=${texture.data.id}`, { orderIndex: 0, settings: { opacity: 0.5 } }, auth)
      expect(edited.data).toMatchObject({ name: "Canvas texture", orderIndex: 0, settings: { opacity: 0.5 } })
      expect((await api.get(`/api/style/${style.id}`, auth)).data.layers.map((l: { name: string }) => l.name)).toEqual([
        "Canvas texture",
        "Gold frame",
      ])

      expect((await api.delete(`/api/style-layer?id=${frame.data.id}`, auth)).status).toBe(204)
      expect((await api.get(`/api/style/${style.id}`, auth)).data.layers.map((l: { name: string }) => l.name)).toEqual(["Canvas texture"])

      const notFound = { status: 404, data: { message: "Style layer not found." } }
      expect(await settle(api.delete(`/api/style-layer?id=${frame.data.id}`, auth))).toMatchObject(notFound)
      expect(await settle(api.patch("/api/style-layer?id=stlyr_nope", { name: "x" }, auth))).toMatchObject(notFound)
      expect(await settle(api.post("/api/style-layer", { styleId: "style_nope", name: "x" }, auth))).toMatchObject({
        status: 404,
        data: { message: "Style not found." },
      })
      expect(await settle(api.post("/api/style-layer", { styleId: style.id }, auth))).toMatchObject({
        status: 400,
        data: { field: "name", message: "Please name the layer." },
      })
      expect(await settle(api.post("/api/style-layer", { styleId: style.id, name: "x", settings: [1] }, auth))).toMatchObject({
        status: 400,
        data: { field: "settings" },
      })
      expect(await settle(api.patch("/api/style-layer", { name: "x" }, auth))).toMatchObject({ status: 400, data: { field: "id" } })
    })

    it("refuses style-layer calls to non-admins (401)", async () => {
      const auth = await admin()
      const { data: style } = await api.post("/api/style", NEW_STYLE, auth)
      const { data: layer } = await api.post("/api/style-layer", { styleId: style.id, name: "Canvas texture" }, auth)
      await expectAdminOnly((config) => api.post("/api/style-layer", { styleId: style.id, name: "Mine now" }, config))
      await expectAdminOnly((config) => api.patch(`/api/style-layer?id=${layer.id}`, { name: "Mine now" }, config))
      await expectAdminOnly((config) => api.delete(`/api/style-layer?id=${layer.id}`, config))
      expect((await api.get(`/api/style/${style.id}`, auth)).data.layers).toEqual([expect.objectContaining({ name: "Canvas texture" })])
    })

    // ---------------------------------------------------------------------------------
    // GET / PATCH /api/post_process/{id}

    it("gives a style default post-process settings on first look (the ones it paints with), found by style or settings id", async () => {
      const auth = await admin()
      const { data: style } = await api.post("/api/style", NEW_STYLE, auth)
      const first = await api.get(`/api/post_process/${style.id}`, auth)
      expect(first.data).toMatchObject({
        id: expect.stringMatching(/^ppset_/),
        styleId: style.id,
        isDefault: true,
        settings: FIRST_POST_PROCESS,
        history: [],
      })
      expect((await api.get(`/api/post_process/${style.id}`, auth)).data.id).toBe(first.data.id)
      expect((await api.get(`/api/post_process/${first.data.id}`, auth)).data.id).toBe(first.data.id)
      expect(await painting(getContainer()).listPostProcessSettings({ style_id: style.id })).toHaveLength(1)
      expect(await settle(api.get("/api/post_process/style_nope", auth))).toMatchObject({
        status: 404,
        data: { message: "Style not found." },
      })
    })

    it("gives a new style one default set of layers when several editors open it at the same moment", async () => {
      const auth = await admin()
      const { data: style } = await api.post("/api/style", NEW_STYLE, auth)
      const looks = await Promise.all(Array.from({ length: 6 }, () => api.get(`/api/post_process/${style.id}`, auth)))
      expect(looks.map((l) => l.status)).toEqual(Array(6).fill(200))
      expect(new Set(looks.map((l) => l.data.id)).size).toBe(1)
      expect(await painting(getContainer()).listPostProcessSettings({ style_id: style.id, is_default: true })).toHaveLength(1)
      // A second default is refused by the database, whoever tries.
      await expect(
        painting(getContainer()).createPostProcessSettings({ style_id: style.id, is_default: true, settings: EMPTY_POST_PROCESS })
      ).rejects.toThrow()
    })

    it("keeps every earlier version of post-process settings in the history", async () => {
      const auth = await admin()
      const { data: style } = await api.post("/api/style", NEW_STYLE, auth)
      const { data: initial } = await api.get(`/api/post_process/${style.id}`, auth)
      const v1 = { ...EMPTY_POST_PROCESS, final: [{ fn: "sharpen", params: { amount: 0.4 } }, { fn: "watermark" }] }
      const first = await api.patch(`/api/post_process/${initial.id}`, { settings: v1 }, auth)
      expect(first.status).toBe(200)
      expect(first.data.settings).toEqual(v1)
      expect(first.data.history).toHaveLength(1)
      expect(first.data.history[0]).toMatchObject({ isDefault: true, settings: FIRST_POST_PROCESS })
      expect(new Date(first.data.history[0].date).getTime()).toBeGreaterThan(Date.now() - 60_000)

      const v2 = { ...v1, photo: [{ fn: "autoContrast" }] }
      const second = await api.patch(`/api/post_process/${style.id}`, { settings: v2 }, auth)
      expect(second.data.id).toBe(initial.id)
      expect(second.data.settings).toEqual(v2)
      expect(second.data.history.map((h: { settings: unknown }) => h.settings)).toEqual([FIRST_POST_PROCESS, v1])

      // Only one default per style: making another one the default takes the flag.
      const other = await painting(getContainer()).createPostProcessSettings({
        style_id: style.id,
        is_default: false,
        settings: EMPTY_POST_PROCESS,
      })
      const promoted = await api.patch(`/api/post_process/${other.id}`, { isDefault: true }, auth)
      expect(promoted.data).toMatchObject({ isDefault: true, settings: EMPTY_POST_PROCESS, history: [{ isDefault: false }] })
      expect((await api.get(`/api/post_process/${initial.id}`, auth)).data).toMatchObject({ isDefault: false, settings: v2 })
      expect((await api.get(`/api/post_process/${style.id}`, auth)).data.id).toBe(other.id)
    })

    it("refuses post-process settings without exactly the seven layers of { fn, params } steps", async () => {
      const auth = await admin()
      const { data: style } = await api.post("/api/style", NEW_STYLE, auth)
      const { photo: _photo, ...missingLayer } = EMPTY_POST_PROCESS
      const bad = [
        missingLayer,
        { ...EMPTY_POST_PROCESS, extra: [] },
        { ...EMPTY_POST_PROCESS, final: [{ fn: 3 }] },
        { ...EMPTY_POST_PROCESS, final: [{ params: {} }] },
        { ...EMPTY_POST_PROCESS, final: [{ fn: "sharpen", params: "strong" }] },
        { ...EMPTY_POST_PROCESS, final: "sharpen" },
        "all of them",
      ]
      for (const settings of bad) {
        const res = await settle(api.patch(`/api/post_process/${style.id}`, { settings }, auth))
        expect(res.status, JSON.stringify(settings)).toBe(400)
        expect(res.data.field, JSON.stringify(settings)).toMatch(/^settings/)
      }
      expect(await settle(api.patch(`/api/post_process/${style.id}`, { isDefault: "yes" }, auth))).toMatchObject({
        status: 400,
        data: { field: "isDefault" },
      })
      const { data } = await api.get(`/api/post_process/${style.id}`, auth)
      expect(data).toMatchObject({ settings: FIRST_POST_PROCESS, history: [] })
    })

    it("refuses post-process calls to non-admins (401)", async () => {
      const { data: style } = await api.post("/api/style", NEW_STYLE, await admin())
      await expectAdminOnly((config) => api.get(`/api/post_process/${style.id}`, config))
      await expectAdminOnly((config) => api.patch(`/api/post_process/${style.id}`, { settings: EMPTY_POST_PROCESS }, config))
      expect(await painting(getContainer()).listPostProcessSettings({ style_id: style.id })).toHaveLength(0)
    })
  },
})
