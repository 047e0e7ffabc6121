/**
 * Painting a pet: the rules of who may paint when (spec sections 4-6 and 8), and a
 * painting going idle -> queue -> in-progress -> complete with its progress frames
 * arriving live over socket.io.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { io as connect, type Socket } from "socket.io-client"
import sharp from "sharp"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { expect, it } from "vitest"
import { asDomainError } from "../../src/lib/errors"
import { startPaintingWorkflow } from "../../src/workflows/painting/start-painting"
import { REALTIME_MODULE } from "../../src/modules/realtime"
import type RealtimeModuleService from "../../src/modules/realtime/service"
import { useInProcessWorker } from "../helpers/in-process-worker"
import { settle, withToken } from "../helpers/shop-api"
import { analysedPhoto, makeShopper } from "../helpers/shoppers"
import { waitForPainting } from "../helpers/wait"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"

async function createStyles(container: MedusaContainer) {
  const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [impressionist, watercolor] = await painting.createStyles([
    {
      title: "Impressionist",
      slug: "impressionist",
      prompt: "an impressionist painting of {description}",
      engine: { recipe: "impressionist" },
      allow_signature: true,
    },
    // An engine key without a recipe (every catalogue style has one now).
    { title: "Watercolor", slug: "watercolor", prompt: "a watercolor of {description}", engine: { recipe: "not-built-yet" } },
  ])
  return { impressionist, watercolor }
}

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    useInProcessWorker(getContainer)

    it("asks for a style first: 'No style selected.'", async () => {
      const { token } = await makeShopper(api, getContainer(), "verified")
      const res = await settle(api.post("/api/painting", { photoId: "photo_x" }, withToken(token)))
      expect(res).toMatchObject({ status: 400, data: { field: "styleId", message: "No style selected." } })
    })

    it("sends a temporary account to log in (423)", async () => {
      const { impressionist } = await createStyles(getContainer())
      const { token } = await makeShopper(api, getContainer(), "temporary")
      const res = await settle(api.post("/api/painting", { photoId: "photo_x", styleId: impressionist.id }, withToken(token)))
      expect(res.status).toBe(423)
    })

    it("asks an unverified account to verify its email (412 NOT_VERIFIED)", async () => {
      const { impressionist } = await createStyles(getContainer())
      const { token } = await makeShopper(api, getContainer(), "unverified")
      const res = await settle(api.post("/api/painting", { photoId: "photo_x", styleId: impressionist.id }, withToken(token)))
      expect(res).toMatchObject({ status: 412, data: { type: "NOT_VERIFIED" } })
    })

    it("waits for the photo's analysis (412 NOT_ANALYZED) and refuses someone else's photo (404)", async () => {
      const container = getContainer()
      const { impressionist } = await createStyles(container)
      const alice = await makeShopper(api, container, "verified")
      const bob = await makeShopper(api, container, "verified")
      const photo = await analysedPhoto(api, alice.token)
      // A photo still being analysed: the same record, put back to its first state.
      await container.resolve<PaintingModuleService>(PAINTING_MODULE).updatePhotos({ id: photo.id, status: "analysing" })
      const waiting = await settle(api.post("/api/painting", { photoId: photo.id, styleId: impressionist.id }, withToken(alice.token)))
      expect(waiting).toMatchObject({
        status: 412,
        data: { type: "NOT_ANALYZED", message: "Please wait for your photo to finish analysis." },
      })
      const stranger = await settle(api.post("/api/painting", { photoId: photo.id, styleId: impressionist.id }, withToken(bob.token)))
      expect(stranger).toMatchObject({ status: 404, data: { message: "Photo not found." } })
    })

    it("answers a photo whose analysis failed with its reason and asks for another (422 on photo), not a wait", async () => {
      const container = getContainer()
      const { impressionist } = await createStyles(container)
      const { token } = await makeShopper(api, container, "verified")
      const photo = await analysedPhoto(api, token)
      const photos = container.resolve<PaintingModuleService>(PAINTING_MODULE)
      // As the worker leaves a photo with no pet in it.
      const noPet = "We couldn't find a pet in this photo. Please upload a photo where your pet is clearly visible."
      await photos.updatePhotos({ id: photo.id, status: "failed", failure_reason: noPet })
      const failed = await settle(api.post("/api/painting", { photoId: photo.id, styleId: impressionist.id }, withToken(token)))
      expect(failed.status).toBe(422)
      expect(failed.data).toEqual({ field: "photo", message: `This photo could not be used. ${noPet}` })

      // A reason that does not say what to do next gets the request to upload another photo.
      await photos.updatePhotos({ id: photo.id, failure_reason: "The analysis of this photo was cancelled." })
      const cancelled = await settle(api.post("/api/painting", { photoId: photo.id, styleId: impressionist.id }, withToken(token)))
      expect(cancelled.status).toBe(422)
      expect(cancelled.data).toEqual({
        field: "photo",
        message: "This photo could not be used. The analysis of this photo was cancelled. Please upload another photo.",
      })
      // No painting was started from it.
      expect((await api.get("/api/paintings?scope=mine", withToken(token))).data.count).toBe(0)
    })

    it("says 'Style not found.' for an unknown style", async () => {
      const { token } = await makeShopper(api, getContainer(), "verified")
      const photo = await analysedPhoto(api, token)
      const res = await settle(api.post("/api/painting", { photoId: photo.id, styleId: "style_missing" }, withToken(token)))
      expect(res).toMatchObject({ status: 404, data: { message: "Style not found." } })
    })

    it("keeps hidden styles to admins", async () => {
      const container = getContainer()
      const [hidden] = await container.resolve<PaintingModuleService>(PAINTING_MODULE).createStyles([
        {
          title: "Secret",
          slug: "secret",
          prompt: "a secret painting of {description}",
          engine: { recipe: "impressionist" },
          is_public: false,
        },
      ])
      const shopper = await makeShopper(api, container, "verified")
      const photo = await analysedPhoto(api, shopper.token)
      const refused = await settle(api.post("/api/painting", { photoId: photo.id, styleId: hidden.id }, withToken(shopper.token)))
      expect(refused).toMatchObject({ status: 404, data: { message: "Style not found." } })
      const admin = await makeShopper(api, container, "admin")
      const adminPhoto = await analysedPhoto(api, admin.token)
      const allowed = await api.post("/api/painting", { photoId: adminPhoto.id, styleId: hidden.id }, withToken(admin.token))
      expect(allowed.status).toBe(201)
      await waitForPainting(api, admin.token, allowed.data.id)
    })

    it("holds the painting rules for every caller of the start-painting workflow, not only POST /api/painting (issue 19)", async () => {
      const container = getContainer()
      const { impressionist } = await createStyles(container)
      const owner = await makeShopper(api, container, "verified")
      const photo = await analysedPhoto(api, owner.token)
      const accountFor = async (kind: "verified" | "unverified") => {
        const { account } = await makeShopper(api, container, kind)
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "account", fields: ["customer.id"], filters: { id: account.id } })
        const customerId = (data[0] as { customer: { id: string } }).customer.id
        return { id: account.id, customerId, isTemp: false, isVerified: kind === "verified", isAdmin: false }
      }
      const refusal = (account: Awaited<ReturnType<typeof accountFor>>) =>
        startPaintingWorkflow(container)
          .run({ input: { account, photoId: photo.id, styleId: impressionist.id } })
          .then(() => undefined, asDomainError)
      expect(await refusal(await accountFor("unverified"))).toMatchObject({ kind: "not_ready", type: "NOT_VERIFIED" })
      // Someone else's photo is "not found", as on the route.
      expect(await refusal(await accountFor("verified"))).toMatchObject({ kind: "not_found", message: "Photo not found." })
      const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
      expect(await painting.listPaintings({ photo_id: photo.id })).toHaveLength(0)
    })

    it("paints a photo through every status with live progress frames, one painting at a time", async () => {
      const container = getContainer()
      const { impressionist } = await createStyles(container)
      const { token, account } = await makeShopper(api, container, "verified")
      const photo = await analysedPhoto(api, token)

      const port = container.resolve<RealtimeModuleService>(REALTIME_MODULE).getPort()
      const socket: Socket = connect(`http://localhost:${port}`, { auth: { token }, transports: ["websocket"] })
      const frames: { painting: string; image: string; progress: number }[] = []
      const loads: { painting: string; status: string }[] = []
      socket.on("painting:progress", (m) => frames.push(m))
      socket.on("painting:load", (m) => loads.push(m))
      const tasks: { subject: string; status: string; type: string }[] = []
      socket.on("task", (m) => tasks.push(m))
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", () => resolve())
        socket.once("connect_error", reject)
      })

      try {
        const { status, data: created } = await api.post(
          "/api/painting",
          { photoId: photo.id, styleId: impressionist.id, signature: "Rex" },
          withToken(token)
        )
        expect(status).toBe(201)
        // cat-chelsea is a landscape photo, so the painting is landscape too.
        expect(created).toMatchObject({ status: "queue", signature: "Rex", dimensions: { width: 768, height: 512 } })
        expect(created.routes.page).toBe(`/artwork/${created.id}`)

        // Only one painting at a time for a shopper.
        const second = await settle(api.post("/api/painting", { photoId: photo.id, styleId: impressionist.id }, withToken(token)))
        expect(second).toMatchObject({
          status: 412,
          data: { type: "PAINTING_IN_PROGRESS", message: "Please wait for your other painting to finish painting." },
        })

        const done = await waitForPainting(api, token, created.id)
        expect(done.status, done.failureReason ?? undefined).toBe("complete")
        expect(done.image.original).toMatch(/\/static\/[^/]+\.jpg$/)
        // Its inline placeholder, shown until the picture loads (issue 24).
        expect(done.image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+={0,2}$/)
        // Watermarked until bought (issue 18): the owner has no clean picture before an order.
        expect(done.noWatermark).toBeNull()

        // Real intermediate frames, one per brush size, in order, as images.
        await new Promise((r) => setTimeout(r, 300))
        const mine = frames.filter((f) => f.painting === created.id)
        expect(mine.length).toBeGreaterThanOrEqual(3)
        expect(mine.map((f) => f.progress)).toEqual([...mine.map((f) => f.progress)].sort((a, b) => a - b))
        expect(mine.at(-1)).toMatchObject({ progress: 100, image: done.image.original })
        // Served by the backend under /static (the URL's host is the configured public one).
        const frame = await api.get(new URL(mine[0].image).pathname, { responseType: "arraybuffer" } as object)
        expect(frame.status).toBe(200)
        const frameMeta = await sharp(Buffer.from(frame.data)).metadata()
        expect(frameMeta.format).toBe("jpeg")
        expect([frameMeta.width, frameMeta.height]).toEqual([768, 512])
        expect(loads.filter((l) => l.painting === created.id).map((l) => l.status)).toEqual(["in-progress", "complete"])
        expect(tasks.filter((t) => t.subject === created.id).map((t) => [t.type, t.status])).toEqual([
          ["paint", "in-progress"],
          ["paint", "complete"],
        ])

        // The finished painting frees the shopper to paint again.
        const third = await api.post("/api/painting", { photoId: photo.id, styleId: impressionist.id }, withToken(token))
        expect(third.status).toBe(201)
        await waitForPainting(api, token, third.data.id)
        expect(account.id).toMatch(/^acct_/)
      } finally {
        socket.disconnect()
      }
    })

    it("shows the watermarked preview to everyone before an order, its owner included", async () => {
      const container = getContainer()
      const { impressionist } = await createStyles(container)
      const owner = await makeShopper(api, container, "verified")
      const photo = await analysedPhoto(api, owner.token)
      const { data } = await api.post("/api/painting", { photoId: photo.id, styleId: impressionist.id }, withToken(owner.token))
      await waitForPainting(api, owner.token, data.id)
      const stranger = await makeShopper(api, container, "verified")
      for (const token of [stranger.token, owner.token]) {
        const seen = (await api.get(`/api/painting/${data.id}`, withToken(token))).data
        expect(seen.image.original).toMatch(/\/static\/[^/]+\.jpg$/)
        expect(seen.noWatermark).toBeNull()
      }
    })

    it("lets an admin start a painting while another is in progress", async () => {
      const container = getContainer()
      const { impressionist } = await createStyles(container)
      const { token } = await makeShopper(api, container, "admin")
      const photo = await analysedPhoto(api, token)
      const first = await api.post("/api/painting", { photoId: photo.id, styleId: impressionist.id }, withToken(token))
      const second = await api.post("/api/painting", { photoId: photo.id, styleId: impressionist.id }, withToken(token))
      expect([first.status, second.status]).toEqual([201, 201])
      await waitForPainting(api, token, first.data.id)
      await waitForPainting(api, token, second.data.id)
    })

    it("ends a painting the engine cannot paint yet as failed, with the reason", async () => {
      const container = getContainer()
      const { watercolor } = await createStyles(container)
      const { token } = await makeShopper(api, container, "verified")
      const photo = await analysedPhoto(api, token)
      const { data } = await api.post("/api/painting", { photoId: photo.id, styleId: watercolor.id }, withToken(token))
      const failed = await waitForPainting(api, token, data.id)
      expect(failed.status).toBe("failed")
      expect(failed.failureReason).toMatch(/cannot be painted yet/)
    })

    it("refuses live events to callers without a valid token", async () => {
      const port = getContainer().resolve<RealtimeModuleService>(REALTIME_MODULE).getPort()
      const socket = connect(`http://localhost:${port}`, {
        auth: { token: "0".repeat(64) },
        transports: ["websocket"],
        reconnection: false,
      })
      const error = await new Promise<Error>((resolve) => socket.once("connect_error", resolve))
      expect(error.message).toBe("unauthorized")
      socket.disconnect()
    })
  },
})
