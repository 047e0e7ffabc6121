/**
 * The style types with the local painting engine (issue 8): an admin makes a paint style by
 * uploading a reference artwork and a face-swap style from a template with its head region
 * marked; a verified shopper paints a fixture pet in each and gets a recognisable painting
 * in the reference's colours / in the template. Bad input answers 400 with its field and
 * stores nothing. Real images throughout: the artworks are made here, deterministically.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { PAINTING_MODULE, stylePictureTaskId, type PaintingModuleService } from "@petshop/painting-module"
import { mkdirSync, writeFileSync } from "node:fs"
import sharp from "sharp"
import { expect, it } from "vitest"
import { paintImpressionist, rasterFromRgb, rasterToRgb, IMPRESSIONIST_PRESET, type Raster } from "@petshop/painting-module/engine"
import { faceSwapComposite, faceSwapSteps, headBoxInRaster, loadStyleImage, petFace } from "@petshop/painting-module/engine/face-swap"
import { paintThroughLayers } from "@petshop/painting-module/render"
import { gradientEnergy, paletteDistance, statsDistance, structureCorrelation } from "@petshop/painting-module/engine/reference"
import { useInProcessWorker } from "../helpers/in-process-worker"
import { fixture } from "../helpers/fixtures"
import { useOwnFileFolders } from "../helpers/private-file-folders"
import { settle, withToken } from "../helpers/shop-api"
import { analysedPhoto, makeShopper } from "../helpers/shoppers"
import { pollUntil, waitForPainting } from "../helpers/wait"

const countFiles = useOwnFileFolders("petshop-style-types").count
const OUT = "/tmp/style-types"
const HEAD_BOX = { x: 0.3, y: 0.16, width: 0.4, height: 0.32 }

const paintingModule = (container: MedusaContainer) => container.resolve<PaintingModuleService>(PAINTING_MODULE)

function form(fields: Record<string, string>, image?: { bytes: Buffer; name: string }) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  if (image) body.append("image", new Blob([new Uint8Array(image.bytes)]), image.name)
  return body
}

async function decode(bytes: Buffer): Promise<Raster> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return rasterFromRgb(data, info.width, info.height, 3)
}

async function save(name: string, r: Raster) {
  mkdirSync(OUT, { recursive: true })
  writeFileSync(
    `${OUT}/${name}.png`,
    await sharp(rasterToRgb(r), { raw: { width: r.width, height: r.height, channels: 3 } })
      .png()
      .toBuffer()
  )
}

type Box = { x: number; y: number; width: number; height: number }

/** A costumed royal portrait (curtain, red robe with ermine collar, a face under a gold crown); HEAD_BOX is its face. */
function royalPortraitSvg(width: number, height: number): string {
  const spots = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => `<path d="M${190 + i * 35} ${550 + (i % 2) * 18} l6 14 l-6 6 l-6 -6 z" fill="#111"/>`)
    .join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 800">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2e24"/><stop offset="1" stop-color="#0a120d"/></linearGradient>
  <linearGradient id="robe" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9c1a1f"/><stop offset="1" stop-color="#4a0a0e"/></linearGradient>
  <radialGradient id="skin" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#f2cfae"/><stop offset="1" stop-color="#b9825d"/></radialGradient></defs>
  <rect width="600" height="800" fill="url(#bg)"/>
  <path d="M0 0 C80 200 40 500 110 800 L0 800 Z" fill="#3b0f14" opacity="0.8"/><path d="M600 0 C520 220 560 520 500 800 L600 800 Z" fill="#3b0f14" opacity="0.8"/>
  <path d="M90 800 C100 600 170 500 300 470 C430 500 500 600 510 800 Z" fill="url(#robe)"/>
  <path d="M150 560 C200 500 400 500 450 560 C420 620 180 620 150 560 Z" fill="#f3efe6"/>${spots}
  <rect x="270" y="600" width="60" height="200" fill="#d4a437" opacity="0.7"/>
  <ellipse cx="300" cy="260" rx="105" ry="125" fill="url(#skin)"/>
  <ellipse cx="262" cy="240" rx="16" ry="9" fill="#fff"/><circle cx="262" cy="240" r="7" fill="#3a2a1a"/>
  <ellipse cx="338" cy="240" rx="16" ry="9" fill="#fff"/><circle cx="338" cy="240" r="7" fill="#3a2a1a"/>
  <path d="M300 250 L288 300 L312 300 Z" fill="#a8694a"/><path d="M265 330 Q300 350 335 330" stroke="#7a2a2a" stroke-width="7" fill="none"/>
  <path d="M215 150 L230 90 L262 130 L300 70 L338 130 L370 90 L385 150 Z" fill="#d9a82e" stroke="#8a6410" stroke-width="4"/>
  <circle cx="300" cy="110" r="10" fill="#1f5fbf"/><circle cx="250" cy="128" r="7" fill="#b3141e"/><circle cx="350" cy="128" r="7" fill="#b3141e"/></svg>`
}

/** Luminance through a colour ramp (0..255 stops), as a gradient-map filter does. */
function gradientMap(r: Raster, stops: number[][]): Raster {
  const out = new Float32Array(r.data.length)
  for (let i = 0; i < r.width * r.height; i++) {
    const t = (0.2126 * r.data[i * 3] + 0.7152 * r.data[i * 3 + 1] + 0.0722 * r.data[i * 3 + 2]) * (stops.length - 1)
    const k = Math.min(stops.length - 2, Math.floor(t))
    const f = t - k
    for (let c = 0; c < 3; c++) out[i * 3 + c] = (stops[k][c] * (1 - f) + stops[k + 1][c] * f) / 255
  }
  return { width: r.width, height: r.height, data: out }
}

/** A reference artwork: a beagle photo in a plum-and-gold palette, painted with broad strokes (576x384). */
async function referenceArtwork(): Promise<Buffer> {
  const photo = await decode(
    await sharp(fixture("dog-beagle-landscape.jpg")).rotate().resize(576, 384, { fit: "cover" }).normalise().toBuffer()
  )
  const toned = gradientMap(photo, [
    [26, 15, 46],
    [123, 45, 91],
    [224, 160, 48],
    [246, 240, 208],
  ])
  const art = await paintImpressionist(
    toned,
    { ...IMPRESSIONIST_PRESET, radii: [9, 4.5, 2.25], threshold: 40, texture: 0.6 },
    { seed: 3, threads: 1 }
  )
  return sharp(rasterToRgb(art), { raw: { width: art.width, height: art.height, channels: 3 } })
    .png()
    .toBuffer()
}

/** The photo as the worker hands it to the style (cropped to the painting, with the pet's mask and head). */
async function preparedPhoto(container: MedusaContainer, photoId: string, size: { width: number; height: number }) {
  const photo = await paintingModule(container).retrievePhoto(photoId)
  const original = await container.resolve(Modules.FILE).getAsBuffer(photo.original_file_id)
  const subject = (photo.subject as { box?: Box } | null)?.box ?? null
  const run = await paintThroughLayers({
    original,
    subject,
    size,
    scale: 1,
    seed: 1,
    threads: 1,
    settings: null,
    paint: async (source: Raster) => source,
  })
  return { raster: run.raster, ctx: run.ctx }
}

/** The painting's clean image, as the file store keeps it (privately: issue 18). */
async function cleanImage(container: MedusaContainer, painting: { id: string }): Promise<Raster> {
  const record = await paintingModule(container).retrievePainting(painting.id, { select: ["id", "no_watermark"] })
  const fileId = (record.no_watermark as { files: { original: string } }).files.original
  return decode(await container.resolve(Modules.FILE).getAsBuffer(fileId))
}

shopIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    useInProcessWorker(getContainer)
    const admin = async () => withToken((await makeShopper(api, getContainer(), "admin")).token)

    it("paints a pet in a paint style made from an uploaded artwork: the artwork's palette, the pet's forms", async () => {
      const auth = await admin()
      const reference = await referenceArtwork()
      const created = await api.post(
        "/api/style",
        form({ title: "Plum And Gold", prompt: "a plum and gold painting of {description}" }, { bytes: reference, name: "plum.png" }),
        auth
      )
      expect(created.status).toBe(201)
      expect(created.data).toMatchObject({ type: "paint", title: "Plum And Gold" })

      // The worker measures the artwork right away: its recipe is in the layer editor before anyone paints.
      const [task] = await paintingModule(getContainer()).listTasks({ id: stylePictureTaskId(created.data.id) })
      expect(task).toMatchObject({ type: "photo", subject_id: created.data.id })
      await pollUntil(
        async () => (await paintingModule(getContainer()).listTasks({ id: task.id }))[0],
        (t) => t.status === "complete" || t.status === "failed",
        120_000
      )
      const measured = (await api.get(`/api/post_process/${created.data.id}`, auth)).data
      expect(measured.settings.noPost.map((step: { fn: string }) => step.fn)).toEqual(expect.arrayContaining(["colorTransfer", "strokes"]))
      const { engine } = await paintingModule(getContainer()).retrieveStyle(created.data.id, { select: ["engine"] })
      expect((engine as { reference?: { palette?: unknown[] } }).reference?.palette?.length).toBeGreaterThan(0)

      const shopper = await makeShopper(api, getContainer(), "verified")
      const photo = await analysedPhoto(api, shopper.token, "cat-tabby-large-3456x2304.jpg")
      const started = await api.post("/api/painting", { photoId: photo.id, styleId: created.data.id }, withToken(shopper.token))
      const done = await waitForPainting(api, shopper.token, started.data.id)
      expect(done.failureReason ?? null).toBeNull()
      expect(done.status).toBe("complete")

      const painted = await cleanImage(getContainer(), done)
      const prepared = await preparedPhoto(getContainer(), photo.id, { width: painted.width, height: painted.height })
      const artwork = await decode(reference)
      await save("integration-paint-reference", artwork)
      await save("integration-paint-result", painted)
      // Recognisable: the pet's forms line up with the photo's where the pet is.
      expect(structureCorrelation(painted, prepared.raster, prepared.ctx.mask, 2)).toBeGreaterThan(0.6)
      // In the artwork's colours: its palette is near, the photo's own is far.
      expect(paletteDistance(painted, artwork)).toBeLessThan(paletteDistance(prepared.raster, artwork) * 0.6)
      expect(statsDistance(painted, artwork)).toBeLessThan(statsDistance(prepared.raster, artwork) * 0.5)

      // Measured once: the analysis is kept on the style and its recipe is the style's default settings.
      const style = await paintingModule(getContainer()).retrieveStyle(created.data.id)
      const analysis = (style.engine as { reference?: { palette: unknown[]; strokes: { radii: number[] } } }).reference
      expect(analysis?.palette.length).toBeGreaterThan(3)
      const settings = await api.get(`/api/post_process/${created.data.id}`, auth)
      expect(settings.data.settings.noPost.map((s: { fn: string }) => s.fn)).toEqual([
        "colorTransfer",
        "strokes",
        "colorTransfer",
        "texture",
      ])
      expect(settings.data.settings.noPost[1].params.radii).toEqual(analysis?.strokes.radii)
    })

    it("paints a pet into a face-swap template: the pet's head in the marked region, the costume around it, no seam", async () => {
      const auth = await admin()
      const template = await sharp(Buffer.from(royalPortraitSvg(600, 800)))
        .png()
        .toBuffer()
      const created = await api.post(
        "/api/style",
        form(
          { type: "face-swap", title: "Royal Portrait", prompt: "a royal portrait of {description}", headBox: JSON.stringify(HEAD_BOX) },
          { bytes: template, name: "royal.png" }
        ),
        auth
      )
      expect(created.status).toBe(201)
      expect(created.data).toMatchObject({ type: "face-swap", title: "Royal Portrait" })
      // The admin looks at the style's layers at once, racing the style-picture job: the editor
      // shows them empty (the template not measured yet) or already measured, never anything else.
      const firstLook = await api.get(`/api/post_process/${created.data.id}`, auth)
      expect([[], ["faceSwap", "strokes", "texture"]]).toContainEqual(firstLook.data.settings.noPost.map((st: { fn: string }) => st.fn))

      const shopper = await makeShopper(api, getContainer(), "verified")
      // A landscape photo: the painting still takes the portrait template's shape.
      const photo = await analysedPhoto(api, shopper.token, "dog-beagle-landscape.jpg")
      const started = await api.post("/api/painting", { photoId: photo.id, styleId: created.data.id }, withToken(shopper.token))
      expect(started.data.dimensions).toEqual({ width: 512, height: 768 })
      const done = await waitForPainting(api, shopper.token, started.data.id)
      expect(done.failureReason ?? null).toBeNull()
      expect(done.status).toBe("complete")

      const painted = await cleanImage(getContainer(), done)
      const size = { width: painted.width, height: painted.height }
      const prepared = await preparedPhoto(getContainer(), photo.id, size)
      const loaded = await loadStyleImage(template, size)
      const head = headBoxInRaster(HEAD_BOX, loaded.crop, size.width, size.height)
      const face = petFace(prepared.ctx, size.width, size.height)
      // The pet's head alone, put in the region the way the swap places it (no colour or seam work).
      // The first painting measured the template and gave the style its layers.
      const layers = (await api.get(`/api/post_process/${created.data.id}`, auth)).data.settings
      expect(layers.noPost.map((st: { fn: string }) => st.fn)).toEqual(["faceSwap", "strokes", "texture"])
      expect(layers.noPost[0].params.headBox).toEqual(HEAD_BOX)
      expect(await paintingModule(getContainer()).listPostProcessSettings({ style_id: created.data.id, is_default: true })).toHaveLength(1)
      expect(layers.segment.map((st: { fn: string }) => st.fn)).toEqual(["grabCutMask"])
      const petOnly = faceSwapComposite(prepared.raster, loaded.raster, head, face, { feather: 0.02, harmonize: 0 })
      await save("integration-face-swap-template", loaded.raster)
      await save("integration-face-swap-result", painted)

      const d = new Float32Array(size.width * size.height)
      for (let y = 0; y < size.height; y++)
        for (let x = 0; x < size.width; x++)
          d[y * size.width + x] = Math.hypot(
            (x + 0.5 - head.x - head.width / 2) / (head.width / 2),
            (y + 0.5 - head.y - head.height / 2) / (head.height / 2)
          )
      const where = (lo: number, hi: number) => d.map((v) => (v >= lo && v < hi ? 1 : 0))
      expect(structureCorrelation(painted, petOnly, where(0, 0.7), 3)).toBeGreaterThan(0.6)
      expect(structureCorrelation(painted, loaded.raster, where(1.3, Infinity), 3)).toBeGreaterThan(0.85)
      // No seam: the border's gradients stay near the template's own once painted alike.
      // The admin makes the finished painting the style's public picture: the template stays what it paints in.
      const shown = await api.post(`/api/style/${created.data.id}/public_image_from_painting/${done.id}`, {}, auth)
      expect(shown.status).toBeLessThan(300)
      expect((await api.get(`/api/style/${created.data.id}`)).data.publicImage.original).not.toBe(created.data.publicImage.original)
      const again = await api.post("/api/painting", { photoId: photo.id, styleId: created.data.id }, withToken(shopper.token))
      const second = await waitForPainting(api, shopper.token, again.data.id)
      expect(second.failureReason ?? null).toBeNull()
      expect(second.status).toBe("complete")
      const secondImage = await cleanImage(getContainer(), second)
      expect(structureCorrelation(secondImage, loaded.raster, where(1.3, Infinity), 3)).toBeGreaterThan(0.85)

      const strokes = faceSwapSteps(HEAD_BOX, null)[1].params as typeof IMPRESSIONIST_PRESET
      const templatePainted = await paintImpressionist(loaded.raster, { ...IMPRESSIONIST_PRESET, ...strokes }, { seed: 1, threads: 1 })
      expect(gradientEnergy(painted, where(0.95, 1.3), 1)).toBeLessThan(gradientEnergy(templatePainted, where(0.95, 1.3), 1) * 1.6)
    })

    it("refuses a face-swap without a template, a head region outside the picture, or a file that is no image (400, nothing stored)", async () => {
      const auth = await admin()
      const publicDir = process.env.FILE_UPLOAD_DIR!
      const before = countFiles(publicDir)
      const template = await sharp(Buffer.from(royalPortraitSvg(300, 400)))
        .png()
        .toBuffer()
      const text = { type: "face-swap", title: "Bad Royal", prompt: "a royal portrait of {description}" }
      const cases: [FormData, RegExp][] = [
        [form({ ...text, headBox: JSON.stringify(HEAD_BOX) }), /^image$/],
        [
          form({ ...text, headBox: JSON.stringify({ x: 0.8, y: 0.1, width: 0.5, height: 0.3 }) }, { bytes: template, name: "t.png" }),
          /^headBox/,
        ],
        [
          form({ ...text, headBox: JSON.stringify({ x: -0.1, y: 0.1, width: 0.3, height: 0.3 }) }, { bytes: template, name: "t.png" }),
          /^headBox/,
        ],
        [form({ ...text, headBox: "the middle" }, { bytes: template, name: "t.png" }), /^headBox/],
        [form(text, { bytes: template, name: "t.png" }), /^headBox$/],
        [form({ ...text, headBox: JSON.stringify(HEAD_BOX) }, { bytes: Buffer.from("not a picture at all"), name: "t.png" }), /^image$/],
      ]
      for (const [body, field] of cases) {
        const res = await settle(api.post("/api/style", body, auth))
        expect(res.status).toBe(400)
        expect(res.data.field).toMatch(field)
        expect(typeof res.data.message).toBe("string")
      }
      // JSON with a head region but no picture names the missing image too.
      const json = await settle(api.post("/api/style", { ...text, headBox: HEAD_BOX }, auth))
      expect(json).toMatchObject({ status: 400, data: { field: "image" } })
      expect(await paintingModule(getContainer()).listStyles({})).toHaveLength(0)
      expect(countFiles(publicDir)).toBe(before)
    })
  },
})
