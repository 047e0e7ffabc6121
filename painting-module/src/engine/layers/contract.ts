/**
 * The post-process layer contract (spec section 3: layers photo, segment, faceMap, noPost,
 * final, noPostHq, production, each an ordered function list with history).
 *
 * A style's recipe is data: for each layer, a list of { fn, params } naming functions of the
 * registry (layers/registry.ts). The data is stored as the style's PostProcessSettings so an
 * admin can edit it; the runner executes a layer's list in order and records what each step
 * did on the painting.
 */
import type { Raster } from "../types"

export const LAYER_NAMES = ["photo", "segment", "faceMap", "noPost", "final", "noPostHq", "production"] as const
export type LayerName = (typeof LAYER_NAMES)[number]

/** One step of a layer: a registered function and its parameters (JSON, editable by admins). */
export type LayerStep = { fn: string; params?: Record<string, unknown> }

/** A style's recipe / PostProcessSettings.settings. Missing layers use the runner's defaults. */
export type LayerSettings = Partial<Record<LayerName, LayerStep[]>>

/** A rectangle in pixels of the raster it travels with. */
export type Box = { x: number; y: number; width: number; height: number }

export type LayerContext = {
  /** Same seed + same input + same params ⇒ byte-identical output. */
  seed: number
  /**
   * Output scale relative to the preview (1 = preview 512x768, 2 = HQ, ~7 = print). Sizes in
   * params (brush radii, blur sigmas, texture periods) are preview pixels: multiply by scale.
   */
  scale: number
  /** Worker threads a function may use (engine pool). */
  threads: number
  /** The pet: subject box from photo analysis, in this raster's pixels (null when unknown). */
  subject: Box | null
  /** Subject mask from the segment layer, one float 0..1 per pixel (null before it runs). */
  mask: Float32Array | null
  /** Head/face box from the faceMap layer (null before it runs or when not found). */
  face: Box | null
  /** Intermediate frames for live progress; fraction 0..1 of this function. */
  onProgress: (frame: Raster, fraction: number) => Promise<void>
}

/** A layer function: pure given (input, params, ctx.seed); never mutates its input. */
export type LayerFunction = (input: Raster, params: Record<string, unknown>, ctx: LayerContext) => Promise<Raster>

/** What one step did, recorded in the painting's history. */
export type LayerHistoryEntry = { layer: LayerName; fn: string; params: Record<string, unknown>; ms: number; width: number; height: number }
