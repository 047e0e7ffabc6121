/**
 * A painting through its layers (spec section 3): photo (upright, cropped to the painting's
 * aspect around the pet, resized to the size it is made at), segment (the pet's mask),
 * faceMap (its head), noPost (the style: the local engine's recipe or a remote provider's
 * picture). What follows noPost depends on the image being made: final (the watermarked
 * preview), noPostHq (the 2x clean image) or production (the print file); see
 * `finishLayer`. Every step is recorded for the painting's history.
 */
import sharp from "sharp"
import { rasterFromRgb, type Raster } from "../engine"
import "../engine/layers/builtin"
import type { PipelineContext } from "../engine/layers/builtin/context"
import type { Box, LayerHistoryEntry, LayerName, LayerSettings } from "../engine/layers/contract"
import { layerSteps, runLayer } from "../engine/layers/run-layers"
import type { SubjectBox } from "../photo"

export type PaintCallback = (source: Raster, ctx: PipelineContext, history: LayerHistoryEntry[]) => Promise<Raster>

export type PipelineInput = {
  /** The photo's original bytes (any orientation; EXIF rotation is applied). */
  original: Buffer
  /** The pet's box in fractions of the upright photo, from the photo analysis. */
  subject: SubjectBox | null
  /** The crop the painting was composed with, fractions of the upright photo (null: framed around the subject). */
  frame?: SubjectBox | null
  /** People and animals the painting leaves out, fractions of the upright photo: kept out of the pet's mask. */
  others?: SubjectBox[]
  /** Size of the image made, px (painting size x scale, or a print size). */
  size: { width: number; height: number }
  /** Size relative to the preview: brush sizes grow with it. */
  scale: number
  seed: number
  threads: number
  settings: LayerSettings | null | undefined
  /** noPost: who paints the style. Gets the photo layer's raster and the context (mask, face). */
  paint: PaintCallback
  /** Live progress of the noPost layer. */
  onProgress?: (frame: Raster, fraction: number) => Promise<void>
  maxPixels?: number
}

export type PipelineResult = { raster: Raster; history: LayerHistoryEntry[]; ctx: PipelineContext }

/** The upright photo as a raster, shrunk first when it is far larger than what is made from it. */
export async function decodePhoto(original: Buffer, size: { width: number; height: number }, maxPixels = 50_000_000): Promise<Raster> {
  const upright = sharp(original, { limitInputPixels: maxPixels }).rotate()
  const { data, info } = await upright.removeAlpha().raw().toBuffer({ resolveWithObject: true })
  // The crop is at least the photo's shorter side long; keep that >= 1.25x the output's longer side.
  const need = Math.ceil(Math.max(size.width, size.height) * 1.25)
  const short = Math.min(info.width, info.height)
  if (short <= need) return rasterFromRgb(data, info.width, info.height, info.channels as 3 | 4)
  const f = need / short
  const { data: small, info: out } = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize(Math.round(info.width * f), Math.round(info.height * f), { kernel: "lanczos3" })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return rasterFromRgb(small, out.width, out.height, out.channels as 3 | 4)
}

/** photo → segment → faceMap → noPost. */
export async function paintThroughLayers(input: PipelineInput): Promise<PipelineResult> {
  const photo = await decodePhoto(input.original, input.size, input.maxPixels)
  const inPixels = (b: SubjectBox): Box => ({
    x: b.x * photo.width,
    y: b.y * photo.height,
    width: b.width * photo.width,
    height: b.height * photo.height,
  })
  const s = input.subject
  const subject: Box | null = s ? inPixels(s) : null
  const ctx: PipelineContext = {
    seed: input.seed,
    scale: input.scale,
    threads: input.threads,
    subject,
    mask: null,
    face: null,
    size: input.size,
    frame: input.frame ?? null,
    others: (input.others ?? []).map(inPixels),
    onProgress: async () => undefined,
  }
  const history: LayerHistoryEntry[] = []
  let raster = photo
  for (const layer of ["photo", "segment", "faceMap"] as const) {
    const run = await runLayer(layer, layerSteps(input.settings, layer), raster, ctx)
    raster = run.raster
    history.push(...run.history)
  }
  // The photo layer must deliver the size asked for, whatever its steps did.
  if (raster.width !== input.size.width || raster.height !== input.size.height) {
    const fit = await runLayer("photo", [{ fn: "fitToSize" }], raster, ctx)
    raster = fit.raster
    history.push(...fit.history)
  }
  const outer = ctx.onProgress
  ctx.onProgress = input.onProgress ?? (async () => undefined)
  const painted = await input.paint(raster, ctx, history)
  ctx.onProgress = outer
  return { raster: painted, history, ctx }
}

/** The layer after noPost for the image being made (final, noPostHq or production). */
export async function finishLayer(
  layer: Extract<LayerName, "final" | "noPostHq" | "production">,
  settings: LayerSettings | null | undefined,
  painted: PipelineResult,
  paramDefaults: Record<string, Record<string, unknown>> = {}
): Promise<PipelineResult> {
  const steps = layerSteps(settings, layer).map((s) => ({ fn: s.fn, params: { ...(paramDefaults[s.fn] ?? {}), ...s.params } }))
  const run = await runLayer(layer, steps, painted.raster, painted.ctx)
  return { raster: run.raster, history: [...painted.history, ...run.history], ctx: painted.ctx }
}

export { applyWatermark } from "./watermark"
export { reencodeWithoutMetadata, type ReencodedImage } from "./strip-metadata"
