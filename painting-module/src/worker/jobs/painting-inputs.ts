/**
 * What every paint job (preview, paint_hq, print file) needs to run a painting's layers:
 * the photo, the style, the style's settings, and the provider that paints noPost.
 */
import sharp from "sharp"
import { rasterToRgb, type Raster } from "../../engine"
import type { LayerHistoryEntry, LayerSettings } from "../../engine/layers/contract"
import { STYLE_RECIPES } from "../../engine/recipes"
import { providerFor } from "../../providers"
import { paintThroughLayers, type PipelineResult } from "../../render/paint-pipeline"
import type { SubjectBox } from "../../render/prepare-source"
import type PaintingModuleService from "../../service"
import type { ModuleRuntime } from "../module-runtime"

export type PaintingRecord = {
  id: string
  photo_id: string
  style_id: string
  width: number
  height: number
  prompt: string | null
  negative_prompt: string | null
  seed: number
  history?: unknown
}

export function rasterImage(raster: Raster) {
  return sharp(rasterToRgb(raster), { raw: { width: raster.width, height: raster.height, channels: 3 }, limitInputPixels: false })
}

/** The style's engine key: `engine.recipe`, else its slug. */
export const engineKey = (style: { slug: string; engine?: unknown }) => String((style.engine as { recipe?: string } | null)?.recipe ?? style.slug)

/** The style's default PostProcessSettings, else the recipe of its engine key, else nothing. */
export async function styleSettings(paintings: PaintingModuleService, style: { id: string; slug: string; engine?: unknown }): Promise<LayerSettings | null> {
  const [own] = await paintings.listPostProcessSettings({ style_id: style.id, is_default: true } as never, { take: 1, order: { created_at: "ASC" } } as never)
  const settings = (own as { settings?: unknown } | undefined)?.settings
  if (settings && typeof settings === "object" && !Array.isArray(settings)) return settings as LayerSettings
  return STYLE_RECIPES[engineKey(style)] ?? null
}

/**
 * photo → segment → faceMap → noPost for a painting at `size` (its own size times `scale`,
 * or a print size), painted by the style's provider.
 */
export async function paintPaintingLayers(
  runtime: ModuleRuntime,
  painting: PaintingRecord,
  opts: {
    size: { width: number; height: number }
    scale: number
    threads: number
    onProgress?: (frame: Raster, fraction: number) => Promise<void>
    /** Settings to paint with instead of the style's default (an admin trying unsaved or other settings). */
    settings?: LayerSettings | null
  }
): Promise<PipelineResult & { settings: LayerSettings | null }> {
  const { painting: paintings, files } = runtime
  const photo = await paintings.retrievePhoto(painting.photo_id)
  const style = await paintings.retrieveStyle(painting.style_id)
  const settings = opts.settings !== undefined ? opts.settings : await styleSettings(paintings, style)
  const original = await files.getAsBuffer(photo.original_file_id)
  const subject = (photo.subject as { box?: SubjectBox } | null)?.box ?? null
  const provider = providerFor(style.provider)
  const result = await paintThroughLayers({
    original,
    subject,
    size: opts.size,
    scale: opts.scale,
    seed: painting.seed,
    threads: opts.threads,
    settings,
    onProgress: opts.onProgress,
    paint: async (source, ctx, history) => {
      const before = history.length
      const started = performance.now()
      const out = await provider.paint({
        source,
        recipe: engineKey(style),
        prompt: painting.prompt,
        negativePrompt: painting.negative_prompt,
        seed: painting.seed,
        scale: opts.scale,
        threads: opts.threads,
        onProgress: ctx.onProgress,
        settings: settings ?? undefined,
        subject: ctx.subject,
        mask: ctx.mask,
        face: ctx.face,
        history,
      })
      // A remote provider is one step of the noPost layer.
      if (history.length === before)
        history.push({ layer: "noPost", fn: `provider:${provider.id}`, params: {}, ms: Math.round(performance.now() - started), width: out.width, height: out.height })
      return out
    },
  })
  return { ...result, settings }
}

/** The painting's history: what each layer did, per image made (preview, hq, production). */
export async function recordHistory(paintings: PaintingModuleService, paintingId: string, run: "preview" | "hq" | "production", entries: LayerHistoryEntry[]) {
  const current = await paintings.retrievePainting(paintingId, { select: ["id", "history"] })
  const history = current.history && typeof current.history === "object" && !Array.isArray(current.history) ? (current.history as Record<string, unknown>) : {}
  return { ...history, [run]: entries, updated_at: new Date().toISOString() }
}
