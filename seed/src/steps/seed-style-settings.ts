/**
 * Each style's default post-process settings (its recipe from the painting engine) and its
 * demo images (seed/data/style-demos/<engine key>-<n>.jpg, made by `npm run contact-sheet`),
 * uploaded through Medusa's File Module. Idempotent and never overwrites an admin's work: a
 * style that has any settings keeps them; a style that has demo images or a public image
 * keeps those.
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { Modules } from "@medusajs/framework/utils"
import { PAINTING_MODULE, STYLE_RECIPES, type PaintingModuleService } from "@petshop/painting-module"
import { avifCopy, makePlaceholder, webpCopy } from "@petshop/painting-module/photo"
import { StepCounter, type SeedContext, type StepReport } from "../types"

/** seed/data/style-demos (seed/{src,dist}/steps -> ../../data). */
export const STYLE_DEMOS_DIR = join(__dirname, "..", "..", "data", "style-demos")
export const DEMOS_PER_STYLE = 3

/** A JPEG's size from its frame header (SOFn), without decoding it. */
export function jpegSize(bytes: Buffer): { width?: number; height?: number } {
  let i = 2
  while (i + 9 < bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1]
    const length = bytes.readUInt16BE(i + 2)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) }
    i += 2 + length
  }
  return {}
}

type StyleRow = { id: string; slug: string; engine: unknown; demo_images: unknown; public_image: unknown }

const engineKey = (style: StyleRow) => String((style.engine as { recipe?: string } | null)?.recipe ?? style.slug)

export async function seedStyleSettings({ container }: SeedContext, demosDir = STYLE_DEMOS_DIR): Promise<StepReport> {
  const counter = new StepCounter("style settings and demo images")
  const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
  const styles = (await painting.listStyles(
    {},
    { select: ["id", "slug", "engine", "demo_images", "public_image"] }
  )) as unknown as StyleRow[]
  if (!styles.length) return counter.report()
  const existing = (await painting.listPostProcessSettings(
    { style_id: styles.map((s) => s.id) } as never,
    { select: ["id", "style_id"] } as never
  )) as unknown as {
    style_id: string
  }[]
  const withSettings = new Set(existing.map((s) => s.style_id))
  const missing = styles.filter((s) => !withSettings.has(s.id) && STYLE_RECIPES[engineKey(s)])
  counter.existing += styles.length - missing.length
  if (missing.length) {
    await painting.createPostProcessSettings(
      missing.map((s) => ({ style_id: s.id, is_default: true, settings: STYLE_RECIPES[engineKey(s)] as Record<string, unknown> })) as never
    )
    counter.created += missing.length
  }

  const files = container.resolve(Modules.FILE)
  for (const style of styles) {
    const hasDemos = Array.isArray(style.demo_images) && style.demo_images.length > 0
    if (hasDemos || style.public_image) {
      counter.existing++
      continue
    }
    const key = engineKey(style)
    const paths = Array.from({ length: DEMOS_PER_STYLE }, (_, i) => join(demosDir, `${key}-${i + 1}.jpg`)).filter((p) => existsSync(p))
    if (!paths.length) continue
    const images: {
      original: string
      low: string
      avif?: { low: string }
      width: number
      height: number
      fileId: string
      placeholder: string
    }[] = []
    for (const [i, path] of paths.entries()) {
      const bytes = readFileSync(path)
      const meta = jpegSize(bytes)
      // Public files named after the demo; the File Module gives each a unique address.
      const store = (extension: string, mimeType: string, content: Buffer) =>
        files.createFiles({
          filename: `style-demo-${key}-${i + 1}.${extension}`,
          mimeType,
          content: content.toString("base64"),
          access: "public",
        })
      const file = await store("jpg", "image/jpeg", bytes)
      // The pages show demos at most about 500 px wide: an AVIF copy serves those boxes, a WebP
      // copy where the browser has no AVIF, and the JPEG stays the original (shared links'
      // previews want JPEG).
      const [webp, avif] = await Promise.all([webpCopy(bytes), avifCopy(bytes)])
      const small = await store("webp", "image/webp", webp)
      // Only where it is lighter: a few flat pictures come out as large as their WebP, or larger.
      const smallest = avif.length < webp.length ? await store("avif", "image/avif", avif) : null
      images.push({
        original: file.url,
        low: small.url,
        ...(smallest ? { avif: { low: smallest.url } } : {}),
        width: meta.width ?? 0,
        height: meta.height ?? 0,
        fileId: file.id,
        placeholder: await makePlaceholder(bytes),
      })
    }
    await painting.updateStyles({ id: style.id, demo_images: images as unknown as Record<string, unknown>, public_image: images[0] })
    counter.created++
  }
  return counter.report()
}
