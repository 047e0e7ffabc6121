import type { Raster } from "../engine"
import type { StyleImage } from "../engine/face-swap/style-image"
import type { Box, LayerHistoryEntry, LayerSettings } from "../engine/layers/contract"

// Defined in the engine, which throws it too; the providers' callers import it from here.
export { PaintingFailure } from "../engine/painting-failure"

export type PaintRequest = {
  source: Raster
  recipe: string
  prompt: string | null
  negativePrompt: string | null
  seed: number
  /** 1 for the preview; 2 for the HQ image: strokes scale with it so the HQ looks like the preview the customer chose. */
  scale: number
  threads: number
  onProgress: (frame: Raster, fraction: number) => Promise<void>
  /** The style's post-process settings (its default PostProcessSettings, else its recipe); the local engine paints their noPost list. */
  settings?: LayerSettings
  /** The pet's box, mask (one float 0..1 per pixel) and head box in the source's pixels, when known. */
  subject?: Box | null
  mask?: Float32Array | null
  face?: Box | null
  /** The style's own picture at the source's size (a face-swap template), when it paints over one. */
  styleImage?: StyleImage | null
  /** Steps the provider ran, appended for the painting's history. */
  history?: LayerHistoryEntry[]
}

/** Who paints a style: the local engine, or a remote AI service. */
export interface PaintingProvider {
  readonly id: string
  paint(request: PaintRequest): Promise<Raster>
}
