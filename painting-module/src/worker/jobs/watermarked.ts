/**
 * Pictures of a painting that reach anyone before it is bought carry the watermark: every
 * progress frame, and the preview even when an admin's `final` layer settings leave it out.
 */
import type { Raster } from "../../engine"
import { watermark } from "../../engine/layers/builtin"
import { layerSteps } from "../../engine/layers/run-layers"
import type { LayerSettings } from "../../engine/layers/contract"

export function watermarkFrame(frame: Raster, text: string): Promise<Raster> {
  return watermark(frame, { text })
}

/** The `final` layer's result, watermarked once more when its settings had no watermark step. */
export async function ensureWatermarked(preview: Raster, settings: LayerSettings | null | undefined, text: string): Promise<Raster> {
  return layerSteps(settings, "final").some((s) => s.fn === "watermark") ? preview : watermarkFrame(preview, text)
}
