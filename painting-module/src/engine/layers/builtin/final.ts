/** The `final` layer's function: the customer's preview with the repeated watermark. */
import sharp from "sharp"
import { applyWatermark } from "../../../render/watermark"
import { rasterFromRgb, rasterToRgb } from "../../raster"
import type { Raster } from "../../types"

export const DEFAULT_WATERMARK_TEXT = "Custom Pet Portraits"

/** watermark { text? } */
export async function watermark(input: Raster, params: Record<string, unknown>): Promise<Raster> {
  const text = typeof params.text === "string" && params.text ? params.text : DEFAULT_WATERMARK_TEXT
  const png = await sharp(rasterToRgb(input), { raw: { width: input.width, height: input.height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer()
  const { data, info } = await (await applyWatermark(png, text)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return rasterFromRgb(data, info.width, info.height, 3)
}
