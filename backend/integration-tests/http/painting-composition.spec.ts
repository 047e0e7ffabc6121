/**
 * Compose around the pet (issue 22, item 1) through the shop's doors: an analysed photo offers
 * the framing of a painting of it (the proposed shape and the crop of each shape); a painting
 * is made in the shape of the shopper's crop and records it, or else the proposal's; a crop
 * that is not a shape the shop sells, lies outside the photo or is too small is refused with
 * a clear 400 on `crop` and starts nothing.
 */
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import type { Composition, FractionBox, Photo } from "@petshop/contract"
import sharp from "sharp"
import { expect, it } from "vitest"
import { useInProcessWorker } from "../helpers/in-process-worker"
import { settle, withToken } from "../helpers/shop-api"
import { analysedPhoto, makeShopper } from "../helpers/shoppers"
import { waitForPainting } from "../helpers/wait"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"

const area = (b: FractionBox) => b.width * b.height
const overlap = (a: FractionBox, b: FractionBox) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    useInProcessWorker(getContainer)

    async function quickStyle() {
      const [style] = await getContainer()
        .resolve<PaintingModuleService>(PAINTING_MODULE)
        .createStyles([
          { title: "Framing", slug: `framing-${Date.now()}`, prompt: "a painting of {description}", engine: { recipe: "impressionist" } },
        ])
      return style
    }

    it("offers the framing of a small dog far off in a field: the dog, not the person and pony beside it", async () => {
      const { token } = await makeShopper(api, getContainer(), "verified")
      const photo = (await analysedPhoto(api, token, "dog-person-pony-field.jpg")) as Photo
      const composition = photo.composition as Composition
      expect(composition).toMatchObject({ orientation: "landscape", framing: "whole-pet" })
      const dog = (photo.subject as { box: FractionBox }).box
      const crop = composition.crops.landscape
      expect(overlap(crop, dog) / area(dog)).toBeGreaterThan(0.95)
      expect(overlap(crop, dog) / area(crop)).toBeGreaterThan(0.35)
      expect(area(crop)).toBeLessThan(0.2)
      // Every shape is offered, each in its own proportions (pixels of the photo).
      for (const [shape, box] of Object.entries(composition.crops)) {
        const ratio = (box.width * photo.width!) / (box.height * photo.height!)
        expect(ratio, shape).toBeCloseTo({ portrait: 2 / 3, landscape: 3 / 2, square: 1 }[shape]!, 1)
      }
    })

    it("paints in the shape of the shopper's crop and records it; without one, the proposal's", async () => {
      const style = await quickStyle()
      const shopper = await makeShopper(api, getContainer(), "admin")
      const photo = (await analysedPhoto(api, shopper.token)) as Photo
      // cat-chelsea.png is 451x300: a 200x300 px portrait strip around the cat's face.
      const crop = { x: 0.3, y: 0, width: Number((200 / 451).toFixed(4)), height: 1 }
      const created = await api.post("/api/painting", { photoId: photo.id, styleId: style.id, crop }, withToken(shopper.token))
      expect(created.status).toBe(201)
      expect(created.data).toMatchObject({ dimensions: { width: 512, height: 768 }, crop })
      const done = await waitForPainting(api, shopper.token, created.data.id)
      expect(done.status, done.failureReason ?? undefined).toBe("complete")
      const record = await getContainer()
        .resolve<PaintingModuleService>(PAINTING_MODULE)
        .retrievePainting(done.id, { select: ["id", "crop", "history"] })
      expect(record.crop).toEqual(crop)
      // Cut from the photo where the shopper framed it: 200x300 px of the photo, painted at 512x768.
      const cut = (record.history as { preview: { layer: string; fn: string; width: number; height: number }[] }).preview
      expect(cut.find((h) => h.fn === "cropToSubject")).toMatchObject({ width: 200, height: 300 })
      const preview = await api.get(new URL(done.image!.original).pathname, { responseType: "arraybuffer" } as object)
      const picture = await sharp(Buffer.from(preview.data)).metadata()
      expect([picture.width, picture.height]).toEqual([512, 768])

      // No crop: the proposed composition of the photo (the cat's close-up stays landscape).
      const plain = await api.post("/api/painting", { photoId: photo.id, styleId: style.id }, withToken(shopper.token))
      expect(plain.data).toMatchObject({
        dimensions: { width: 768, height: 512 },
        crop: (photo.composition as Composition).crops.landscape,
      })
      // Only its owner is shown the crop of their photo.
      const stranger = await makeShopper(api, getContainer(), "verified")
      expect((await api.get(`/api/painting/${plain.data.id}`, withToken(stranger.token))).data.crop ?? null).toBeNull()
    })

    it("refuses a crop of another shape, outside the photo, too small or malformed, with 400 on crop, and starts nothing", async () => {
      const style = await quickStyle()
      const shopper = await makeShopper(api, getContainer(), "verified")
      const photo = await analysedPhoto(api, shopper.token)
      const cases: [unknown, RegExp][] = [
        [{ x: 0, y: 0, width: 1, height: 0.5 }, /^The frame must be portrait \(2:3\), landscape \(3:2\) or square\.$/],
        [{ x: 0.6, y: 0, width: 0.6, height: 1 }, /^The frame must lie inside your photo\.$/],
        [{ x: 0, y: 0, width: 0.05, height: 0.1 }, /^The frame is too small to paint from/],
        [{ x: -0.1, y: 0, width: 0.5, height: 0.5 }, /^The frame's x must be a number between 0 and 1\.$/],
        [{ x: "0", y: 0, width: 0.5, height: 0.5 }, /^The frame's x must be a number between 0 and 1\.$/],
        [{ x: 0, y: 0, width: 0.5, height: 0.5, z: 1 }, /./],
        ["whole photo", /^The frame must be \{ x, y, width, height \}/],
      ]
      for (const [crop, message] of cases) {
        const res = await settle(api.post("/api/painting", { photoId: photo.id, styleId: style.id, crop }, withToken(shopper.token)))
        expect(res.status, JSON.stringify(crop)).toBe(400)
        expect(res.data.field, JSON.stringify(crop)).toMatch(/^crop/)
        expect(res.data.message, JSON.stringify(crop)).toMatch(message)
      }
      const mine = await api.get("/api/paintings?scope=mine", withToken(shopper.token))
      expect(mine.data.count).toBe(0)
    })
  },
})
