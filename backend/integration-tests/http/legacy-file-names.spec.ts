/**
 * Issue 18, item 2, for what was stored before it: the migration script gives every painting
 * and photo file of the old `<ms>-<id>-<version>` scheme a random name, makes clean pictures and
 * photo tiers private, rewrites every link in the database to the copy, and deletes the old
 * files, unwatermarked progress frames included.
 */
import { existsSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { Modules } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { fileStorageFromEnv } from "@petshop/painting-module/config"
import sharp from "sharp"
import { expect, it } from "vitest"
import renameLegacyFiles from "../../src/migration-scripts/rename-legacy-files"
import { settle } from "../helpers/shop-api"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"

type Clean = { files: { original: string; webp: string }; width: number; height: number }
type Tier = { webp: string; jpeg: string; width: number; height: number; files: string[] }

const RANDOM = /^(private-)?(\d+-)?([0-9a-f]{32})\.(jpg|webp)$/
const nameOf = (urlOrId: string) => decodeURIComponent(urlOrId.split("?")[0].split("/").pop()!)
const randomPart = (urlOrId: string) => RANDOM.exec(nameOf(urlOrId))?.[3]

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const paintings = () => getContainer().resolve<PaintingModuleService>(PAINTING_MODULE)
    const files = () => getContainer().resolve(Modules.FILE)
    const publicDir = () => fileStorageFromEnv().FILE_UPLOAD_DIR

    /** A file written the old way: public, named after its record and version. */
    async function oldFile(name: string, format: "jpeg" | "webp" = "jpeg") {
      const bytes = await sharp({ create: { width: 64, height: 96, channels: 3, background: "#a0522d" } })
        [format]()
        .toBuffer()
      return files().createFiles({ filename: name, mimeType: `image/${format}`, content: bytes.toString("base64"), access: "public" })
    }
    const served = async (url: string) => (await settle(api.get(new URL(url).pathname))).status

    it("renames old painting and photo files, makes the clean ones private and keeps every link valid", async () => {
      const painting = await paintings().createPaintings({ photo_id: "photo_legacy", style_id: "style_legacy", status: "complete" })
      const id = painting.id
      const [preview, low, cleanJpg, cleanWebp, frame1, frame4, applyFrame] = await Promise.all([
        oldFile(`${id}-preview.jpg`),
        oldFile(`${id}-preview-low.jpg`),
        oldFile(`${id}-clean.jpg`),
        oldFile(`${id}-clean.webp`, "webp"),
        oldFile(`${id}-progress-1.jpg`),
        oldFile(`${id}-progress-4.jpg`),
        oldFile(`${id}-apply-task_apply_x-2.jpg`),
      ])
      await paintings().updatePaintings({
        id,
        image: { original: preview.url, low: low.url },
        no_watermark: { original: cleanJpg.url, webp: cleanWebp.url, width: 64, height: 96 },
        progress_image: { url: frame4.url, progress: 100 },
      })
      // A style uses the painting as its example: the same URL in another table.
      const [style] = await paintings().createStyles([
        {
          title: "Legacy Style",
          slug: `legacy-style-${Date.now()}`,
          prompt: "x {description}",
          demo_images: [{ original: preview.url, low: low.url }] as never,
        },
      ])
      const photo = await paintings().createPhotos({
        original_file_id: "private-1-photo-original.jpg",
        mime_type: "image/jpeg",
        size_bytes: 1,
        status: "analysed",
      })
      const [thumbWebp, thumbJpg] = await Promise.all([oldFile(`${photo.id}-thumb.webp`, "webp"), oldFile(`${photo.id}-thumb.jpg`)])
      await paintings().updatePhotos({
        id: photo.id,
        image: { thumb: { webp: thumbWebp.url, jpeg: thumbJpg.url, width: 64, height: 96, files: [thumbWebp.id, thumbJpg.id] } },
      })
      expect(await served(cleanJpg.url)).toBe(200)

      await renameLegacyFiles({ container: getContainer() } as never)

      const after = await paintings().retrievePainting(id, { select: ["id", "image", "no_watermark", "progress_image"] })
      const image = after.image as { original: string; low: string }
      const clean = after.no_watermark as Clean
      // The preview is public under a random name, and the style's example follows it.
      expect(await served(image.original)).toBe(200)
      expect((await paintings().retrieveStyle(style.id)).demo_images).toEqual([image])
      // The last progress frame is the watermarked preview.
      expect(after.progress_image).toEqual({ url: image.original, progress: 100 })
      // The clean picture is private: readable through the File Module, not in the public folder.
      expect(clean).toMatchObject({ width: 64, height: 96, files: { original: expect.any(String), webp: expect.any(String) } })
      expect((await files().getAsBuffer(clean.files.original)).length).toBeGreaterThan(0)
      expect(existsSync(join(publicDir(), clean.files.original))).toBe(false)
      const tiers = (await paintings().retrievePhoto(photo.id)).image as Record<string, Tier>
      expect(tiers.thumb.files).toHaveLength(2)
      for (const fileId of tiers.thumb.files) {
        expect(existsSync(join(publicDir(), fileId))).toBe(false)
        expect((await files().getAsBuffer(fileId)).length).toBeGreaterThan(0)
      }

      // Every old file is gone, the unwatermarked progress and apply frames included.
      for (const old of [preview, low, cleanJpg, cleanWebp, frame1, frame4, applyFrame, thumbWebp, thumbJpg]) {
        expect(await served(old.url)).toBe(404)
      }
      expect(readdirSync(publicDir()).filter((n) => n.includes(id) || n.includes(photo.id))).toEqual([])

      // The names of a file's versions share no part and say nothing of the painting or photo.
      const names = [image.original, image.low, clean.files.original, clean.files.webp, ...tiers.thumb.files]
      const parts = names.map(randomPart)
      expect(parts.every(Boolean)).toBe(true)
      expect(new Set(parts).size).toBe(names.length)
      for (const name of names) expect(name.includes(id) || name.includes(photo.id)).toBe(false)

      // Run again, it changes nothing.
      await renameLegacyFiles({ container: getContainer() } as never)
      expect((await paintings().retrievePainting(id, { select: ["id", "image"] })).image).toEqual(image)
    })
  },
})
