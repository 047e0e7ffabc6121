/**
 * The painting calls around a finished painting: galleries and My Artworks, rename,
 * delete, the HQ image, and the admin's bulk create and test portrait.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import sharp from "sharp"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { expect, it } from "vitest"
import { asDomainError } from "../../src/lib/errors"
import { bulkCreatePaintingsWorkflow } from "../../src/workflows/painting/bulk-create-paintings"
import { deletePaintingWorkflow } from "../../src/workflows/painting/delete-painting"
import { paintHqPaintingWorkflow } from "../../src/workflows/painting/paint-hq-painting"
import { updatePaintingWorkflow } from "../../src/workflows/painting/update-painting"
import { useInProcessWorker } from "../helpers/in-process-worker"
import { settle, withToken } from "../helpers/shop-api"
import { analysedPhoto, makeShopper } from "../helpers/shoppers"
import { waitForPainting } from "../helpers/wait"

async function impressionistStyle(container: MedusaContainer) {
  const [style] = await container.resolve<PaintingModuleService>(PAINTING_MODULE).createStyles([
    {
      title: "Impressionist",
      slug: "impressionist",
      prompt: "an impressionist painting of {description}",
      engine: { recipe: "impressionist" },
    },
  ])
  return style
}

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    useInProcessWorker(getContainer)

    async function paintedBy(kind: "verified" | "admin" = "verified") {
      const container = getContainer()
      const style = await impressionistStyle(container)
      const shopper = await makeShopper(api, container, kind)
      const photo = await analysedPhoto(api, shopper.token)
      const { data } = await api.post("/api/painting", { photoId: photo.id, styleId: style.id }, withToken(shopper.token))
      return { ...shopper, style, photo, painting: await waitForPainting(api, shopper.token, data.id) }
    }

    it("lists My Artworks, and the public gallery only once an admin publishes a painting", async () => {
      const { token, painting, style } = await paintedBy()
      const mine = (await api.get(`/api/paintings?scope=mine&styleId=${style.id}`, withToken(token))).data
      expect(mine.paintings.map((p: { id: string }) => p.id)).toEqual([painting.id])
      // Watermarked until bought (issue 18): My Artworks shows the preview, not the clean picture.
      expect(mine.paintings[0].noWatermark).toBeNull()

      const gallery = () => api.get("/api/paintings?type=image-to-image&scope=isPublic&page=1&perPage=12")
      expect((await gallery()).data).toMatchObject({ count: 0, perPage: 12 })
      const admin = await makeShopper(api, getContainer(), "admin")
      await api.patch(`/api/painting/${painting.id}`, { isPublic: true }, withToken(admin.token))
      const published = (await gallery()).data
      expect(published.paintings.map((p: { id: string }) => p.id)).toEqual([painting.id])
      expect(published.paintings[0].noWatermark).toBeNull()
    })

    it("names the owner's account to its owner and admins only, and one style route in every answer (issue 26)", async () => {
      const container = getContainer()
      const style = await impressionistStyle(container)
      const shopper = await makeShopper(api, container, "verified")
      const photo = await analysedPhoto(api, shopper.token)
      const created = (await api.post("/api/painting", { photoId: photo.id, styleId: style.id }, withToken(shopper.token))).data
      const route = "/pet-portrait/impressionist"
      expect(created).toMatchObject({ account: shopper.account.id, routes: { style: route } })
      await waitForPainting(api, shopper.token, created.id)

      const own = (await api.get(`/api/painting/${created.id}`, withToken(shopper.token))).data
      expect(own).toMatchObject({ account: shopper.account.id, routes: { style: route } })
      const mine = (await api.get("/api/paintings?scope=mine", withToken(shopper.token))).data.paintings[0]
      expect(mine).toMatchObject({ id: created.id, account: shopper.account.id, routes: { style: route } })
      const admin = await makeShopper(api, container, "admin")
      expect((await api.get(`/api/painting/${created.id}`, withToken(admin.token))).data.account).toBe(shopper.account.id)
      const all = (await api.get("/api/paintings?scope=all", withToken(admin.token))).data.paintings
      expect(all.find((p: { id: string }) => p.id === created.id)).toMatchObject({ account: shopper.account.id, routes: { style: route } })

      // Strangers (anyone with the link, another shopper) learn nothing about who painted it.
      const stranger = await makeShopper(api, container, "verified")
      for (const config of [{}, withToken(stranger.token)]) {
        const seen = (await api.get(`/api/painting/${created.id}`, config)).data
        expect(seen).toMatchObject({ account: null, routes: { style: route } })
      }
      // A hidden style's paintings point at the hidden style's page.
      await container.resolve<PaintingModuleService>(PAINTING_MODULE).updateStyles({ id: style.id, is_public: false })
      expect((await api.get(`/api/painting/${created.id}`, withToken(shopper.token))).data.routes.style).toBe(`/styles/${style.id}`)
    })

    it("refuses the all-paintings list to non-admins and bad query values", async () => {
      const { token } = await makeShopper(api, getContainer(), "verified")
      expect((await settle(api.get("/api/paintings?scope=all", withToken(token)))).status).toBe(401)
      const bad = await settle(api.get("/api/paintings?perPage=1000"))
      expect(bad).toMatchObject({ status: 400, data: { field: "perPage" } })
    })

    it("renames for the owner only, and refuses names under 2 characters", async () => {
      const { token, painting } = await paintedBy()
      const renamed = await api.patch(`/api/painting/${painting.id}`, { title: "Rex the Brave" }, withToken(token))
      expect(renamed.data.title).toBe("Rex the Brave")
      const short = await settle(api.patch(`/api/painting/${painting.id}`, { title: "R" }, withToken(token)))
      expect(short).toMatchObject({ status: 400, data: { field: "title" } })
      const other = await makeShopper(api, getContainer(), "verified")
      expect((await settle(api.patch(`/api/painting/${painting.id}`, { title: "Mine now" }, withToken(other.token)))).status).toBe(404)
      const publish = await settle(api.patch(`/api/painting/${painting.id}`, { isPublic: true }, withToken(token)))
      expect(publish.status).toBe(401)
      expect((await api.get(`/api/painting/${painting.id}`)).data.title).toBe("Rex the Brave")
    })

    it("deletes for the owner only", async () => {
      const { token, painting } = await paintedBy()
      const other = await makeShopper(api, getContainer(), "verified")
      expect((await settle(api.delete(`/api/painting/${painting.id}`, withToken(other.token)))).status).toBe(404)
      expect((await api.delete(`/api/painting/${painting.id}`, withToken(token))).status).toBe(204)
      expect((await settle(api.get(`/api/painting/${painting.id}`))).status).toBe(404)
    })

    it("keeps the owner's rules when the change comes from another caller than the /api route, e.g. a job (issue 19)", async () => {
      const container = getContainer()
      const { token, account, painting } = await paintedBy()
      const other = await makeShopper(api, container, "verified")
      const customerOf = async (accountId: string) => {
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "account", fields: ["customer.id"], filters: { id: accountId } })
        return (data[0] as { customer: { id: string } }).customer.id
      }
      /** The kind of DomainError a workflow run is refused with, or "ran" when it went through. */
      const refusal = (run: Promise<unknown>) =>
        run.then(
          () => "ran",
          (err: unknown) => asDomainError(err)?.kind ?? err
        )
      const stranger = { customerId: await customerOf(other.account.id), isAdmin: false }
      const owner = { customerId: await customerOf(account.id), isAdmin: false }
      const paintingId = painting.id
      expect(await refusal(deletePaintingWorkflow(container).run({ input: { paintingId, actor: stranger } }))).toBe("not_found")
      expect(await refusal(updatePaintingWorkflow(container).run({ input: { paintingId, actor: stranger, title: "Mine now" } }))).toBe(
        "not_found"
      )
      // Its owner may rename it, but publishing is staff's: the rename in the same call is not saved either.
      expect(
        await refusal(updatePaintingWorkflow(container).run({ input: { paintingId, actor: owner, title: "Published", isPublic: true } }))
      ).toBe("unauthenticated")
      expect((await api.get(`/api/painting/${paintingId}`, withToken(token))).data).toMatchObject({
        title: painting.title,
        isPublic: false,
      })
      // The HQ image is the clean painting: not its owner's before an order, and only of a finished painting.
      expect(await refusal(paintHqPaintingWorkflow(container).run({ input: { paintingId, accountId: account.id, actor: owner } }))).toBe(
        "forbidden"
      )
      const unfinished = await container
        .resolve<PaintingModuleService>(PAINTING_MODULE)
        .createPaintings({ photo_id: "photo_x", style_id: "style_x", status: "queue" })
      const staff = { customerId: owner.customerId, isAdmin: true }
      const run = paintHqPaintingWorkflow(container).run({ input: { paintingId: unfinished.id, accountId: account.id, actor: staff } })
      expect(await run.then(() => undefined, asDomainError)).toMatchObject({ kind: "invalid", field: "status" })
      expect(await refusal(updatePaintingWorkflow(container).run({ input: { paintingId, actor: owner, title: "Renamed" } }))).toBe("ran")
      expect((await api.get(`/api/painting/${paintingId}`, withToken(token))).data.title).toBe("Renamed")
    })

    it("makes a 2x HQ image without a watermark for staff (its owner has not bought it: 403), and removes it again", async () => {
      const { token: ownerToken, painting } = await paintedBy()
      expect((await settle(api.post(`/api/painting/${painting.id}/paint_hq`, {}, withToken(ownerToken)))).status).toBe(403)
      const { token } = await makeShopper(api, getContainer(), "admin")
      const asked = await api.post(`/api/painting/${painting.id}/paint_hq`, {}, withToken(token))
      expect(asked.data.message).toBe("Creating HQ image.")
      const hq = await waitForPainting(api, token, painting.id, (p) => Boolean(p.noWatermarkHq))
      expect(hq.noWatermarkHq).toMatchObject({ width: painting.dimensions.width * 2, height: painting.dimensions.height * 2 })
      // A short-lived signed link to a private file.
      const link = new URL(hq.noWatermarkHq.original)
      const file = await api.get(link.pathname + link.search, { responseType: "arraybuffer" } as object)
      const meta = await sharp(Buffer.from(file.data)).metadata()
      expect([meta.width, meta.height]).toEqual([painting.dimensions.width * 2, painting.dimensions.height * 2])
      const removed = await api.post(`/api/painting/${painting.id}/remove_hq`, {}, withToken(token))
      expect(removed.data.noWatermarkHq).toBeNull()
    })

    it("bulk-creates one painting per photo and style for an admin, listing what it skipped", async () => {
      const container = getContainer()
      const style = await impressionistStyle(container)
      const admin = await makeShopper(api, container, "admin")
      const photo = await analysedPhoto(api, admin.token)
      const { status, data } = await api.post(
        "/api/paintings/bulk_create",
        { photosIds: [photo.id, "photo_missing"], stylesIds: [style.id, "style_missing"] },
        withToken(admin.token)
      )
      expect(status).toBe(201)
      expect(data.paintings).toHaveLength(1)
      expect(data.skipped.map((s: { reason: string }) => s.reason).sort()).toEqual([
        "Photo not found.",
        "Photo not found.",
        "Style not found.",
      ])
      await waitForPainting(api, admin.token, data.paintings[0].id)
      const shopper = await makeShopper(api, container, "verified")
      const refused = await settle(
        api.post("/api/paintings/bulk_create", { photosIds: [photo.id], stylesIds: [style.id] }, withToken(shopper.token))
      )
      expect(refused.status).toBe(401)
      const empty = await settle(api.post("/api/paintings/bulk_create", { photosIds: [], stylesIds: [style.id] }, withToken(admin.token)))
      expect(empty).toMatchObject({ status: 400, data: { field: "photosIds" } })
    })

    it("bulk-create-paintings makes the accepted pairs and lists the refused ones whoever runs it; a shopper is refused (401) and gets nothing", async () => {
      const container = getContainer()
      const style = await impressionistStyle(container)
      const admin = await makeShopper(api, container, "admin")
      const photo = await analysedPhoto(api, admin.token)
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "account", fields: ["customer.id"], filters: { id: admin.account.id } })
      const customerId = (data[0] as { customer: { id: string } }).customer.id
      const input = { photosIds: [photo.id, "photo_missing"], stylesIds: [style.id] }
      const { result } = await bulkCreatePaintingsWorkflow(container).run({
        input: { account: { id: admin.account.id, customerId, isAdmin: true }, ...input },
      })
      expect(result.paintings.map((p) => [p.photo_id, p.style_id, p.status])).toEqual([[photo.id, style.id, "queue"]])
      expect(result.refused).toEqual([{ photoId: "photo_missing", styleId: style.id, reason: "Photo not found." }])
      expect((await waitForPainting(api, admin.token, result.paintings[0].id)).status).toBe("complete")
      const shopper = { id: admin.account.id, customerId, isAdmin: false }
      const refused = await bulkCreatePaintingsWorkflow(container)
        .run({ input: { account: shopper, ...input } })
        .then(() => undefined, asDomainError)
      expect(refused).toMatchObject({ kind: "unauthenticated" })
      expect((await api.get("/api/paintings?scope=mine", withToken(admin.token))).data.count).toBe(1)
    })

    it("paints a test portrait of the admin's latest photo, marked as a demo", async () => {
      const container = getContainer()
      const style = await impressionistStyle(container)
      const admin = await makeShopper(api, container, "admin")
      const none = await settle(api.post("/api/paintings/create-test-portrait", { styleId: style.id }, withToken(admin.token)))
      expect(none).toMatchObject({ status: 400, data: { field: "photoId" } })
      await analysedPhoto(api, admin.token)
      const { status, data } = await api.post("/api/paintings/create-test-portrait", { styleId: style.id }, withToken(admin.token))
      expect(status).toBe(201)
      expect(data.isDemo).toBe(true)
      expect((await waitForPainting(api, admin.token, data.id)).status).toBe("complete")
      const missing = await settle(api.post("/api/paintings/create-test-portrait", { styleId: "style_missing" }, withToken(admin.token)))
      expect(missing).toMatchObject({ status: 404, data: { message: "Style not found." } })
    })

    // As the worker leaves a photo with no pet in it (issue 26).
    const noPet = "We couldn't find a pet in this photo. Please upload a photo where your pet is clearly visible."

    it("paints no test portrait of a photo whose analysis failed: its reason (422 on photo), as POST /api/painting says (issue 26)", async () => {
      const container = getContainer()
      const style = await impressionistStyle(container)
      const admin = await makeShopper(api, container, "admin")
      const photo = await analysedPhoto(api, admin.token)
      const photos = container.resolve<PaintingModuleService>(PAINTING_MODULE)
      await photos.updatePhotos({ id: photo.id, status: "failed", failure_reason: noPet })
      const failed = await settle(
        api.post("/api/paintings/create-test-portrait", { styleId: style.id, photoId: photo.id }, withToken(admin.token))
      )
      expect(failed.status).toBe(422)
      expect(failed.data).toEqual({ field: "photo", message: `This photo could not be used. ${noPet}` })
      // A photo still being analysed is still worth the wait.
      await photos.updatePhotos({ id: photo.id, status: "analysing", failure_reason: null })
      const waiting = await settle(
        api.post("/api/paintings/create-test-portrait", { styleId: style.id, photoId: photo.id }, withToken(admin.token))
      )
      expect(waiting).toMatchObject({
        status: 412,
        data: { type: "NOT_ANALYZED", message: "Please wait for your photo to finish analysis." },
      })
      expect((await api.get("/api/paintings?scope=mine", withToken(admin.token))).data.count).toBe(0)
    })

    it("bulk create skips a photo whose analysis failed with its reason, not a wait, and one being analysed with the wait (issue 26)", async () => {
      const container = getContainer()
      const style = await impressionistStyle(container)
      const admin = await makeShopper(api, container, "admin")
      const failed = await analysedPhoto(api, admin.token)
      const analysing = await analysedPhoto(api, admin.token)
      const photos = container.resolve<PaintingModuleService>(PAINTING_MODULE)
      await photos.updatePhotos([
        { id: failed.id, status: "failed", failure_reason: noPet },
        { id: analysing.id, status: "analysing" },
      ])
      const { status, data } = await api.post(
        "/api/paintings/bulk_create",
        { photosIds: [failed.id, analysing.id], stylesIds: [style.id] },
        withToken(admin.token)
      )
      expect(status).toBe(201)
      expect(data.paintings).toEqual([])
      expect(data.skipped).toEqual([
        { photoId: failed.id, styleId: style.id, reason: `This photo could not be used. ${noPet}` },
        { photoId: analysing.id, styleId: style.id, reason: "Please wait for your photo to finish analysis." },
      ])
    })
  },
})
