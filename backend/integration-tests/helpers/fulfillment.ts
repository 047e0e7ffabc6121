/**
 * Fulfilment test helpers: the local Prodigi-speaking server (tests/fake-services/prodigi,
 * loaded at run time like the fake Stripe), a painting with a real (small) production image in
 * the File Module, and reading a zip answer.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { join } from "node:path"
import sharp from "sharp"
import yauzl from "yauzl"

/** An order the fake Prodigi holds, as far as the specs read it (tests/fake-services/prodigi has all of it). */
export type FakeProdigiOrder = {
  id: string
  merchantReference: string | null
  status: { stage: string }
  items: { sku: string; copies: number; assets: { printArea: string; url: string }[] }[]
  shipments: { tracking: { number: string; url: string } }[]
  [field: string]: unknown
}

export type FakeProdigi = {
  url: string
  close(): Promise<void>
  orders: Map<string, FakeProdigiOrder>
  requests: { method: string; path: string; apiKey?: string; body?: unknown }[]
  downloads: { url: string; status: number; bytes: number; contentType: string | null }[]
  /** Moves an order to a stage and POSTs the callback: the shop's answer (status and body) and the event sent. */
  advance(orderId: string, stage: "InProgress" | "Complete" | "Cancelled"): Promise<{ status: number; body: unknown; event: unknown }>
}

const FAKE_PRODIGI_MODULE = join(__dirname, "..", "..", "..", "tests", "fake-services", "prodigi", "index.ts")

export async function startFakeProdigi(options: { apiKey?: string } = {}): Promise<FakeProdigi> {
  const loaded = (await import(FAKE_PRODIGI_MODULE)) as { startFakeProdigi(o: { apiKey?: string }): Promise<FakeProdigi> }
  return loaded.startFakeProdigi(options)
}

/** Gives a painting a production image as the paint-production job records it (a small JPEG, private). */
export async function giveProductionImage(container: MedusaContainer, paintingId: string, size = { width: 120, height: 180 }) {
  const jpeg = await sharp({ create: { width: size.width, height: size.height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .composite([
      {
        input: await sharp({
          create: { width: size.width / 2, height: size.height / 2, channels: 3, background: { r: 20, g: 60, b: 200 } },
        })
          .png()
          .toBuffer(),
        top: 10,
        left: 10,
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer()
  const file = await container
    .resolve(Modules.FILE)
    .createFiles({ filename: `${paintingId}-production.jpg`, mimeType: "image/jpeg", content: jpeg.toString("base64"), access: "private" })
  await container.resolve<PaintingModuleService>(PAINTING_MODULE).updatePaintings({
    id: paintingId,
    width: 512,
    height: 768,
    production_image: {
      fileId: file.id,
      url: file.url,
      width: size.width,
      height: size.height,
      dpi: 5,
      format: "jpeg",
      bytes: jpeg.length,
    },
  })
  return file.id
}

/** The entries of a zip, by name. */
export function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err)
      const entries = new Map<string, Buffer>()
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e)
          const chunks: Buffer[] = []
          stream.on("data", (c: Buffer) => chunks.push(c))
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks))
            zip.readEntry()
          })
        })
      })
      zip.on("end", () => resolve(entries))
      zip.on("error", reject)
      zip.readEntry()
    })
  })
}

export async function imageForm(size = { width: 60, height: 90 }, name = "proof.png") {
  const png = await sharp({ create: { width: size.width, height: size.height, channels: 3, background: { r: 10, g: 200, b: 10 } } })
    .png()
    .toBuffer()
  const body = new FormData()
  body.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), name)
  return body
}
