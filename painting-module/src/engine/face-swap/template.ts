/** A style's picture (a face-swap template) decoded at the painting's size: cover-cropped around its centre. */
import sharp from "sharp"
import { rasterFromRgb } from "../raster"
import type { Box } from "../layers/contract"
import type { StyleImage } from "./style-image"

/** Which part of a W x H picture (fractions) a centred cover crop to width:height keeps. */
export function coverCrop(W: number, H: number, width: number, height: number): Box {
  const target = width / height
  if (W / H > target) {
    const cw = (H * target) / W
    return { x: (1 - cw) / 2, y: 0, width: cw, height: 1 }
  }
  const ch = W / target / H
  return { x: 0, y: (1 - ch) / 2, width: 1, height: ch }
}

export async function loadStyleImage(bytes: Buffer, size: { width: number; height: number }, maxPixels = 50_000_000): Promise<StyleImage> {
  const upright = sharp(bytes, { limitInputPixels: maxPixels }).rotate()
  const { data, info } = await upright.removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const crop = coverCrop(info.width, info.height, size.width, size.height)
  const left = Math.round(crop.x * info.width)
  const top = Math.round(crop.y * info.height)
  const width = Math.max(1, Math.min(info.width - left, Math.round(crop.width * info.width)))
  const height = Math.max(1, Math.min(info.height - top, Math.round(crop.height * info.height)))
  const out = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extract({ left, top, width, height })
    .resize(size.width, size.height, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer({ resolveWithObject: true })
  return {
    raster: rasterFromRgb(out.data, out.info.width, out.info.height, out.info.channels as 3 | 4),
    crop: { x: left / info.width, y: top / info.height, width: width / info.width, height: height / info.height },
  }
}
