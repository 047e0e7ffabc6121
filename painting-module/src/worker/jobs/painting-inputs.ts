/**
 * What every paint job (preview, paint_hq, print file) needs to run a painting's layers:
 * the photo, the style, the style's settings, and the provider that paints noPost.
 */
import sharp from "sharp"
import { rasterFromRgb, rasterToRgb, type Raster } from "../../engine"
import { faceSwapSteps, loadStyleImage, parseHeadBox, type StyleImage } from "../../engine/face-swap"
import type { LayerHistoryEntry, LayerSettings, LayerStep } from "../../engine/layers/contract"
import { framedSubjectBox, unframedSubjectBoxes, type AnalysedSubject, type FractionBox } from "../../composition"
import { cutVersionOf } from "../../engine/layers/builtin/cut-version"
import { withCutVersion } from "../../engine/layers/pin-cut-version"
import { DEFAULT_LAYER_SETTINGS } from "../../engine/layers/run-layers"
import { STYLE_RECIPES } from "../../engine/recipes"
import { analyseReference, paintStyleSteps, type ReferenceAnalysis } from "../../engine/reference"
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
  /** The crop it was composed with (fractions of the upright photo); null for paintings made before compositions. */
  crop?: unknown
}

export function rasterImage(raster: Raster) {
  return sharp(rasterToRgb(raster), { raw: { width: raster.width, height: raster.height, channels: 3 }, limitInputPixels: false })
}

/** The style's engine key: `engine.recipe`, else its slug. */
export const engineKey = (style: { slug: string; engine?: unknown }) =>
  String((style.engine as { recipe?: string } | null)?.recipe ?? style.slug)

/** The style's default PostProcessSettings, else the recipe of its engine key, else nothing. */
export async function styleSettings(
  paintings: PaintingModuleService,
  style: { id: string; slug: string; engine?: unknown }
): Promise<LayerSettings | null> {
  const settings = (await paintings.retrieveDefaultPostProcessSettings(style.id))?.settings
  if (settings && typeof settings === "object" && !Array.isArray(settings)) return settings as LayerSettings
  return STYLE_RECIPES[engineKey(style)] ?? null
}

export type StyleRecord = { id: string; slug: string; provider: string; type?: string; engine?: unknown; public_image?: unknown }

/** Styles painted from their own picture: a reference artwork (paint) or a template (face-swap). */
const fromPicture = (style: StyleRecord) => style.type === "paint" || style.type === "face-swap"

/** The picture the style paints from (engine.picture, kept at creation), else its public picture. */
const pictureFileId = (style: StyleRecord) => {
  const own = ((style.engine as { picture?: { fileId?: unknown } } | null)?.picture ?? null)?.fileId
  const id = own ?? (style.public_image as { fileId?: unknown } | null)?.fileId
  return typeof id === "string" && id ? id : null
}

/** The noPost list a paint or face-swap style's measured picture gives (null when it cannot be painted). */
export function pictureStyleSteps(style: StyleRecord, analysis: ReferenceAnalysis | null): LayerStep[] | null {
  if (style.type === "paint") return analysis ? paintStyleSteps(analysis) : null
  if (style.type === "face-swap") {
    const headBox = parseHeadBox((style.engine as { headBox?: unknown } | null)?.headBox)
    return headBox ? faceSwapSteps(headBox, analysis) : null
  }
  return null
}

/**
 * A paint or face-swap style's picture, measured once: the style-picture job queued when the
 * style is created (or else its first painting) analyses it and
 * keeps the analysis in `engine.reference`; the noPost list built from it becomes the style's
 * default post-process settings (unless an admin already gave it one), where admins see and
 * tune the palette, colour statistics and stroke parameters.
 */
export async function ensurePictureStyle(
  runtime: ModuleRuntime,
  style: StyleRecord,
  /** Called right before the measurement is written (the style-picture job checks its lock). */
  beforeWrite: () => Promise<void> = async () => undefined
): Promise<{ style: StyleRecord; picture: Buffer | null }> {
  if (!fromPicture(style)) return { style, picture: null }
  const fileId = pictureFileId(style)
  // A face-swap made without a template (for a remote service, from its prompt): nothing to measure;
  // the local engine refuses it with a reason (faceSwap: "no template picture yet").
  if (!fileId) return { style, picture: null }
  const engine =
    style.engine && typeof style.engine === "object" && !Array.isArray(style.engine) ? (style.engine as Record<string, unknown>) : {}
  // A measured paint style needs its picture no more; a face-swap paints over its template every time.
  if (engine.reference && style.type === "paint") return { style, picture: null }
  const picture = await runtime.files.getAsBuffer(fileId)
  if (engine.reference) return { style, picture }
  const { data, info } = await sharp(picture, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize(384, 384, { fit: "inside", withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const reference = analyseReference(rasterFromRgb(data, info.width, info.height, info.channels as 3 | 4))
  const updated = { ...style, engine: { ...engine, reference } }
  await beforeWrite()
  await runtime.painting.updateStyles({ id: style.id, engine: updated.engine } as never)
  const steps = pictureStyleSteps(updated, reference)
  if (steps) await giveStyleMeasuredSteps(runtime, style.id, steps)
  return { style: updated, picture }
}

/**
 * The measured noPost list becomes the style's default settings, unless an admin already chose
 * layers. The editor may create the style's first default at the same moment: one default per
 * style is kept by a unique index, so the loser of that race reads the winner's and goes on.
 */
async function giveStyleMeasuredSteps(runtime: ModuleRuntime, styleId: string, steps: LayerStep[], attempt = 0): Promise<void> {
  const current = (await runtime.painting.retrieveDefaultPostProcessSettings(styleId)) as {
    id: string
    settings?: Record<string, unknown>
  } | null
  const noPost = current?.settings?.noPost
  const defaults = {
    ...Object.fromEntries(Object.entries(DEFAULT_LAYER_SETTINGS).map(([k, v]) => [k, v.map((st) => ({ ...st }))])),
    noPost: steps,
  }
  // Settings the editor made empty on first look (every layer []) were never an admin's choice.
  const untouched = current?.settings && Object.values(current.settings).every((l) => Array.isArray(l) && l.length === 0)
  if (!current) {
    try {
      await runtime.painting.createPostProcessSettings({ style_id: styleId, is_default: true, settings: defaults, history: [] } as never)
    } catch (error) {
      if (attempt > 0) throw error
      await giveStyleMeasuredSteps(runtime, styleId, steps, attempt + 1)
    }
  } else if (untouched) {
    await runtime.painting.updatePostProcessSettings({ id: current.id, settings: defaults } as never)
  } else if (!Array.isArray(noPost) || noPost.length === 0) {
    await runtime.painting.updatePostProcessSettings({ id: current.id, settings: { ...current.settings, noPost: steps } } as never)
  }
}

/** Settings for a paint or face-swap style whose settings leave noPost empty: the measured picture's list. */
function withPictureSteps(style: StyleRecord, settings: LayerSettings | null): LayerSettings | null {
  if (!fromPicture(style) || settings?.noPost?.length) return settings
  const steps = pictureStyleSteps(
    style,
    ((style.engine as { reference?: ReferenceAnalysis } | null)?.reference as ReferenceAnalysis) ?? null
  )
  return steps ? { ...(settings ?? {}), noPost: steps } : settings
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
  const { style, picture } = await ensurePictureStyle(runtime, (await paintings.retrieveStyle(painting.style_id)) as StyleRecord)
  // An HQ or print file is cut as its preview was.
  const settings = withCutVersion(
    withPictureSteps(style, opts.settings !== undefined ? opts.settings : await styleSettings(paintings, style)),
    cutVersionOf(painting.history)
  )
  // A face-swap template is painted over: loaded at the size being made.
  const styleImage: StyleImage | null = style.type === "face-swap" && picture ? await loadStyleImage(picture, opts.size) : null
  const original = await files.getAsBuffer(photo.original_file_id)
  const frame = parseFrame(painting.crop)
  // A composed painting paints every pet its composition framed; older ones the photo's main subject.
  const subject = frame
    ? framedSubjectBox({ subject: photo.subject as AnalysedSubject | null, subjects: photo.subjects as AnalysedSubject[] | null })
    : ((photo.subject as { box?: SubjectBox } | null)?.box ?? null)
  const provider = providerFor(style.provider)
  const result = await paintThroughLayers({
    original,
    subject,
    frame,
    // A composed painting keeps the people and other animals it left out of the frame out of the pet's mask too.
    others: frame
      ? unframedSubjectBoxes({ subject: photo.subject as AnalysedSubject | null, subjects: photo.subjects as AnalysedSubject[] | null })
      : [],
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
        styleImage,
        history,
      })
      // A remote provider is one step of the noPost layer.
      if (history.length === before)
        history.push({
          layer: "noPost",
          fn: `provider:${provider.id}`,
          params: {},
          ms: Math.round(performance.now() - started),
          width: out.width,
          height: out.height,
        })
      return out
    },
  })
  return { ...result, settings }
}

/** The painting's history: what each layer did, per image made (preview, hq, production). */
export async function recordHistory(
  paintings: PaintingModuleService,
  paintingId: string,
  run: "preview" | "hq" | "production",
  entries: LayerHistoryEntry[]
) {
  const current = await paintings.retrievePainting(paintingId, { select: ["id", "history"] })
  const history =
    current.history && typeof current.history === "object" && !Array.isArray(current.history)
      ? (current.history as Record<string, unknown>)
      : {}
  return { ...history, [run]: entries, updated_at: new Date().toISOString() }
}

/** A painting's recorded crop, when it is one. */
function parseFrame(value: unknown): FractionBox | null {
  if (!value || typeof value !== "object") return null
  const { x, y, width, height } = value as Record<string, unknown>
  const box = { x, y, width, height }
  return Object.values(box).every((v) => typeof v === "number" && Number.isFinite(v)) && (width as number) > 0 && (height as number) > 0
    ? (box as FractionBox)
    : null
}
