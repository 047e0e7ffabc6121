/**
 * Quotas (issue 18): photos per hour and in all, and paintings at once and per day, per
 * account and per client address; 429 with a message in the spec's style, and a refused
 * request stores and queues nothing. Low limits here; staff accounts have none. No worker
 * runs, so a painting stays queued until a test finishes it.
 */
import { randomBytes } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { expect, it } from "vitest"
import { useOwnFileFolders } from "../helpers/private-file-folders"
import { withToken } from "../helpers/shop-api"
import { makeShopper, photoForm, type ShopperKind } from "../helpers/shoppers"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"

// Files of this run go to their own folders, so counting them shows what a refusal stored.
const countFiles = useOwnFileFolders("petshop-quotas").count

const PHOTOS_PER_HOUR = "You have uploaded too many photos this hour. Please try again later."
const PHOTOS_KEPT = "You have uploaded too many photos. Please delete photos you no longer need before uploading more."
const ADDRESS_PHOTOS_PER_HOUR = "Too many photos have been uploaded from your network this hour. Please try again later."
const PAINTINGS_AT_ONCE = "You have too many paintings being painted. Please wait for your other paintings to finish painting."
const PAINTINGS_PER_DAY = "You have asked for too many paintings today. Please try again later."
const ADDRESS_PAINTINGS_PER_DAY = "Too many paintings have been asked for from your network today. Please try again later."

/** A client address of its own per test (198.18.0.0/15 is for tests): address counts stay apart. */
const newAddress = () => `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

shopIntegrationTestRunner({
  env: {
    QUOTA_PHOTOS_PER_HOUR: "3",
    QUOTA_PHOTOS_TOTAL: "3",
    QUOTA_ADDRESS_PHOTOS_PER_HOUR: "5",
    QUOTA_PAINTINGS_QUEUED: "1",
    QUOTA_PAINTINGS_PER_DAY: "2",
    QUOTA_ADDRESS_PAINTINGS_PER_DAY: "3",
  },
  testSuite: ({ api, getContainer }) => {
    const painting = () => getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)
    const privateDir = () => process.env.FILE_PRIVATE_DIR!

    /** A call from a client address, answered whatever its status (with its headers). */
    const from = (address: string, token: string) => ({ ...withToken(token, { "x-forwarded-for": address }), validateStatus: () => true })
    const upload = (token: string, address: string) => api.post("/api/photo", photoForm(), from(address, token))

    async function shopper(container: MedusaContainer, kind: ShopperKind = "verified") {
      return makeShopper(api, container, kind)
    }

    /** A photo as the worker leaves it once analysed (no worker runs here). */
    async function readyPhoto(token: string, address: string) {
      const { status, data } = await upload(token, address)
      expect(status).toBe(201)
      await painting().updatePhotos({ id: data.id, status: "analysed", description: "a tabby cat", orientation: "portrait" })
      return data.id as string
    }

    /** As the worker leaves a painting and its paint task when it is done. */
    async function finish(paintingId: string) {
      await painting().updatePaintings({ id: paintingId, status: "complete" })
      const tasks = await painting().listTasks({ subject_id: paintingId })
      await painting().updateTasks(tasks.map((t) => ({ id: t.id, status: "complete" as const })))
    }

    async function style() {
      const [created] = await painting().createStyles([
        {
          title: "Impressionist",
          slug: "impressionist",
          prompt: "an impressionist painting of {description}",
          engine: { recipe: "impressionist" },
        },
      ])
      return created.id
    }

    const counts = async () => ({
      photos: (await painting().listPhotos({})).length,
      paintings: (await painting().listPaintings({})).length,
      tasks: (await painting().listTasks({})).length,
      files: countFiles(privateDir()),
    })

    it("refuses the photo past the hourly and the kept quota with 429 and its message, storing nothing; others upload on", async () => {
      const container = getContainer()
      const address = newAddress()
      const alice = await shopper(container, "temporary")
      const kept: string[] = []
      for (let i = 0; i < 3; i++) {
        const { status, data } = await upload(alice.token, address)
        expect(status).toBe(201)
        kept.push(data.id)
      }
      const before = await counts()
      // Three kept: the fourth asks to make room first.
      const full = await upload(alice.token, address)
      expect(full.status).toBe(429)
      expect(full.data).toEqual({ message: PHOTOS_KEPT })
      expect(await counts()).toEqual(before)

      // Room made, but three this hour already: the hourly quota, with when to try again.
      expect((await api.delete(`/api/photo/${kept[0]}`, withToken(alice.token))).status).toBeLessThan(300)
      const hourly = await upload(alice.token, address)
      expect(hourly.status).toBe(429)
      expect(hourly.data).toEqual({ message: PHOTOS_PER_HOUR })
      expect(Number(hourly.headers["retry-after"])).toBeGreaterThan(0)
      expect(Number(hourly.headers["retry-after"])).toBeLessThanOrEqual(3600)
      expect((await painting().listPhotos({})).length).toBe(before.photos - 1)

      // Another account is not held back by Alice's quota; an admin has none.
      const bob = await shopper(container)
      expect((await upload(bob.token, newAddress())).status).toBe(201)
      const admin = await shopper(container, "admin")
      const adminAddress = newAddress()
      for (let i = 0; i < 4; i++) expect((await upload(admin.token, adminAddress)).status).toBe(201)
    })

    it("counts photos per client address across accounts", async () => {
      const container = getContainer()
      const address = newAddress()
      for (let i = 0; i < 5; i++) {
        const { token } = await shopper(container, "temporary")
        expect((await upload(token, address)).status).toBe(201)
      }
      const { token } = await shopper(container, "temporary")
      const before = await counts()
      const refused = await upload(token, address)
      expect(refused.status).toBe(429)
      expect(refused.data).toEqual({ message: ADDRESS_PHOTOS_PER_HOUR })
      expect(await counts()).toEqual(before)
      // The same account from another address is welcome.
      expect((await upload(token, newAddress())).status).toBe(201)
    })

    it("lets no more paintings be waiting or painted at once than the quota, even when asked for all at once", async () => {
      const container = getContainer()
      const styleId = await style()
      const address = newAddress()
      const alice = await shopper(container)
      const photoId = await readyPhoto(alice.token, address)
      // Five requests in parallel: each passes the one-at-a-time check before any painting
      // exists, so only the quota, counted under a lock per account, keeps them to one.
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => api.post("/api/painting", { photoId, styleId }, from(address, alice.token)))
      )
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
      for (const refused of answers.filter((a) => a.status !== 201)) {
        if (refused.status === 429) expect(refused.data).toEqual({ message: PAINTINGS_AT_ONCE })
        else expect(refused).toMatchObject({ status: 412, data: { type: "PAINTING_IN_PROGRESS" } })
      }
      expect(await painting().listPaintings({})).toHaveLength(1)
      expect(await painting().listTasks({ type: "paint" })).toHaveLength(1)
    })

    it("refuses the painting past the daily quota, per account and per address; admins have none", async () => {
      const container = getContainer()
      const styleId = await style()
      const address = newAddress()
      const alice = await shopper(container)
      const photoId = await readyPhoto(alice.token, address)
      const paint = (token: string, photo: string, at = address) => api.post("/api/painting", { photoId: photo, styleId }, from(at, token))
      for (let i = 0; i < 2; i++) {
        const made = await paint(alice.token, photoId)
        expect(made.status).toBe(201)
        await finish(made.data.id)
      }
      const before = await counts()
      const refused = await paint(alice.token, photoId)
      expect(refused.status).toBe(429)
      expect(refused.data).toEqual({ message: PAINTINGS_PER_DAY })
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3600)
      expect(await counts()).toEqual(before)

      // Bob paints from the same address: its third painting today is the address's last.
      const bob = await shopper(container)
      const bobPhoto = await readyPhoto(bob.token, newAddress())
      const third = await paint(bob.token, bobPhoto)
      expect(third.status).toBe(201)
      await finish(third.data.id)
      const fromAddress = await paint(bob.token, bobPhoto)
      expect(fromAddress.status).toBe(429)
      expect(fromAddress.data).toEqual({ message: ADDRESS_PAINTINGS_PER_DAY })
      // The refusal took nothing from Bob's own daily quota: from another address he paints his second.
      expect((await paint(bob.token, bobPhoto, newAddress())).status).toBe(201)

      // Staff paint as many as they need, several at once.
      const admin = await shopper(container, "admin")
      const adminPhoto = await readyPhoto(admin.token, address)
      for (let i = 0; i < 3; i++) expect((await paint(admin.token, adminPhoto)).status).toBe(201)
    })
  },
})
