/**
 * The print file's JPEG: quality 95, no chroma subsampling, its DPI in the metadata. Huffman
 * optimisation is off: libjpeg makes it in two passes over every DCT coefficient of the image
 * held in memory (about 650 MB more at 7200x10800), while the single pass streams rows and
 * adds only a few per cent to the file.
 */
import sharp from "sharp"
import type { PrintPixels } from "../engine/print"

export const PRINT_JPEG_QUALITY = 95

export function encodePrintFile(print: PrintPixels, dpi: number): Promise<Buffer> {
  const { data, width, height } = print
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 3 }, limitInputPixels: false })
    .withMetadata({ density: dpi })
    .jpeg({ quality: PRINT_JPEG_QUALITY, chromaSubsampling: "4:4:4", optimiseCoding: false })
    .toBuffer()
}
