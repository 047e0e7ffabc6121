/**
 * A shopper uploads pet photos and sees them analysed by a painting worker (running here
 * in the test process, on the same Postgres, Redis and file store); hostile uploads are
 * refused with a clear error and store nothing.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { basename } from "node:path"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import sharp from "sharp"
import { expect, it } from "vitest"
import { fixture } from "../helpers/fixtures"
import { useOwnFileFolders } from "../helpers/private-file-folders"
import { useInProcessWorker } from "../helpers/in-process-worker"
import { waitForPhoto } from "../helpers/wait"
import { decompressionBombPng } from "../helpers/hostile-images"
import { newVisitor, settle, withToken } from "../helpers/shop-api"

// Files of this run go to their own folders, so counting them shows what a refusal stored.
const countFiles = useOwnFileFolders("petshop-files").count

const FIXTURES: [string, "cat" | "dog"][] = [
  ["cat-chelsea.png", "cat"],
  ["cat-tabby-large-3456x2304.jpg", "cat"],
  ["cat-tortoiseshell-white.webp", "cat"],
  ["dog-beagle-landscape.jpg", "dog"],
  ["dog-beagle-exif-orientation-6.jpg", "dog"],
  ["dog-and-person-portrait.jpg", "dog"],
  ["dog-bicycle-street.jpg", "dog"],
  ["by-sa/cat-grey-dark-background.jpg", "cat"],
  ["by-sa/cat-maine-coon-greenery.jpg", "cat"],
  ["by-sa/cat-tabby-white-background.jpg", "cat"],
]

function form(bytes: Buffer, filename: string, field = "image") {
  const body = new FormData()
  body.append(field, new Blob([new Uint8Array(bytes)]), filename)
  return body
}

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    useInProcessWorker(getContainer)

    it.each(FIXTURES)("analyses %s and finds a %s", async (name, kind) => {
      const { token } = await newVisitor(api)
      const bytes = readFileSync(fixture(name))
      const { status, data: uploaded } = await api.post("/api/photo", form(bytes, basename(name)), withToken(token))
      expect(status).toBe(201)
      expect(uploaded.status).toBe("uploaded")

      const photo = await waitForPhoto(api, token, uploaded.id)
      expect(photo.status, photo.failureReason ?? undefined).toBe("analysed")
      expect(photo.subject.kind).toBe(kind)
      expect(photo.description).toContain(kind)
      // Every tier is private (issue 18): its owner gets short-lived signed links, and nothing of
      // the photo is in the public folder.
      for (const tier of ["original", "high", "medium", "low", "thumb"]) {
        expect(photo.image[tier].webp).toMatch(/^http.*\/api\/file\/[^/?]+\.webp\?expires=\d+&sig=/)
        expect(photo.image[tier].jpeg).toMatch(/^http.*\/api\/file\/[^/?]+\.jpg\?expires=\d+&sig=/)
      }
      const { placeholder: storedPlaceholder, ...stored } = (
        await getContainer().resolve<PaintingModuleService>(PAINTING_MODULE).retrievePhoto(uploaded.id)
      ).image as Record<string, { files: string[] }> & { placeholder?: string }
      // Beside the tiers, a few pixels of the photo for its box until a tier loads, sent to its owner only.
      expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/)
      expect(storedPlaceholder).toBe(photo.placeholder)
      // Nothing public is written for a photo at all (the folder may not even exist).
      expect(countFiles(process.env.FILE_UPLOAD_DIR!)).toBe(0)
      const publicNames = existsSync(process.env.FILE_UPLOAD_DIR!) ? readdirSync(process.env.FILE_UPLOAD_DIR!) : []
      for (const t of Object.values(stored)) for (const id of t.files) expect(publicNames).not.toContain(id)
      // The tier files exist and carry no camera metadata.
      const link = new URL(photo.image.thumb.jpeg)
      const thumb = await api.get(link.pathname + link.search, { responseType: "arraybuffer" } as object)
      expect(thumb.status).toBe(200)
      const meta = await sharp(Buffer.from(thumb.data as ArrayBuffer)).metadata()
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(200)
      expect(meta.exif).toBeUndefined()
    })

    it("turns the EXIF-rotated beagle upright", async () => {
      const { token } = await newVisitor(api)
      const bytes = readFileSync(fixture("dog-beagle-exif-orientation-6.jpg"))
      const { data: uploaded } = await api.post("/api/photo", form(bytes, "beagle.jpg"), withToken(token))
      expect([uploaded.width, uploaded.height]).toEqual([1125, 750])
      const photo = await waitForPhoto(api, token, uploaded.id)
      expect(photo.orientation).toBe("landscape")
      expect(photo.image.original.width).toBe(1125)
      expect(photo.image.original.height).toBe(750)
    })

    it("takes the same photo as base64 JSON", async () => {
      const { token } = await newVisitor(api)
      const bytes = readFileSync(fixture("cat-chelsea.png"))
      const { status, data } = await api.post(
        "/api/photo/base64",
        { image: `data:image/png;base64,${bytes.toString("base64")}`, filename: "chelsea.png" },
        withToken(token)
      )
      expect(status).toBe(201)
      expect((await waitForPhoto(api, token, data.id)).subject.kind).toBe("cat")
    })

    it("lists a shopper's own photos only, newest first", async () => {
      const alice = await newVisitor(api)
      const bob = await newVisitor(api)
      const bytes = readFileSync(fixture("cat-chelsea.png"))
      const first = (await api.post("/api/photo", form(bytes, "a.png"), withToken(alice.token))).data
      const second = (await api.post("/api/photo", form(bytes, "b.png"), withToken(alice.token))).data
      const { data } = await api.get("/api/photos?perPage=50", withToken(alice.token))
      expect(data.photos.map((p: { id: string }) => p.id)).toEqual([second.id, first.id])
      expect((await api.get("/api/photos", withToken(bob.token))).data.photos).toEqual([])
      const peek = await settle(api.get(`/api/photo/${first.id}`, withToken(bob.token)))
      expect(peek.status).toBe(404)
      expect(peek.data.message).toBe("Photo not found.")
    })

    it("deletes a photo for its owner only", async () => {
      const alice = await newVisitor(api)
      const bob = await newVisitor(api)
      const { data } = await api.post("/api/photo", form(readFileSync(fixture("cat-chelsea.png")), "a.png"), withToken(alice.token))
      expect((await settle(api.delete(`/api/photo/${data.id}`, withToken(bob.token)))).status).toBe(404)
      expect((await api.delete(`/api/photo/${data.id}`, withToken(alice.token))).status).toBe(204)
      expect((await settle(api.get(`/api/photo/${data.id}`, withToken(alice.token)))).status).toBe(404)
    })

    it("ends a photo without a pet as failed, with a reason the shopper can read", async () => {
      const { token } = await newVisitor(api)
      // A plain colour gradient: a real image, but nothing to paint.
      const gradient = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7aa0c8" } })
        .jpeg()
        .toBuffer()
      const { data } = await api.post("/api/photo", form(gradient, "sky.jpg"), withToken(token))
      const photo = await waitForPhoto(api, token, data.id)
      expect(photo.status).toBe("failed")
      expect(photo.failureReason).toMatch(/couldn't find a pet/i)
    })

    it("refuses hostile uploads with a clear error and stores nothing", async () => {
      const { token } = await newVisitor(api)
      const painting = getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)
      const jpeg = readFileSync(fixture("dog-beagle-landscape.jpg"))
      const bomb = decompressionBombPng(20000, 20000)
      const hostile: [string, Buffer, number][] = [
        ["notes.txt", Buffer.from("just some text, not a picture"), 400],
        ["evil.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 400],
        ["truncated.jpg", jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 400],
        ["bomb.png", bomb, 400],
        ["huge.jpg", Buffer.concat([jpeg, Buffer.alloc(30 * 1024 * 1024)]), 413],
        ["cat.gif", Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"), 400],
      ]
      const before = { photos: (await painting.listPhotos({})).length, private: countFiles(process.env.FILE_PRIVATE_DIR!) }
      for (const [name, bytes, status] of hostile) {
        const res = await settle(api.post("/api/photo", form(bytes, name), withToken(token)))
        expect(res.status, name).toBe(status)
        expect(res.data.field, name).toBe("image")
        expect(res.data.message, name).toMatch(/\w{3,}/)
      }
      expect((await painting.listPhotos({})).length).toBe(before.photos)
      expect(countFiles(process.env.FILE_PRIVATE_DIR!)).toBe(before.private)
    })

    it("asks for a photo when the field is missing or the body is not base64", async () => {
      const { token } = await newVisitor(api)
      const missing = await settle(api.post("/api/photo", form(Buffer.from("x"), "a.jpg", "picture"), withToken(token)))
      expect(missing.status).toBe(400)
      expect(missing.data.field).toBe("image")
      const bad = await settle(api.post("/api/photo/base64", { image: "%%% not base64 %%%" }, withToken(token)))
      expect(bad).toMatchObject({ status: 400, data: { field: "image" } })
    })

    it("refuses uploads from callers without a token", async () => {
      const res = await settle(api.post("/api/photo", form(readFileSync(fixture("cat-chelsea.png")), "a.png")))
      expect(res.status).toBe(401)
    })
  },
})
