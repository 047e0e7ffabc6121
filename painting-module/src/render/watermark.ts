/**
 * The preview customers see before they buy: the painting with a diagonal, semi-transparent
 * repeated mark, strong enough to spoil a screenshot print, light enough to judge the art.
 */
import sharp from "sharp"

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

export function watermarkSvg(width: number, height: number, text: string): Buffer {
  const size = Math.max(14, Math.round(Math.min(width, height) / 18))
  const stepY = size * 4
  const stepX = Math.round(size * text.length * 0.62 + size * 2)
  const rows: string[] = []
  for (let y = -height; y < height * 2; y += stepY) {
    for (let x = -width; x < width * 2; x += stepX) {
      const shift = ((y / stepY) % 2) * (stepX / 2)
      rows.push(`<text x="${x + shift}" y="${y}">${escapeXml(text)}</text>`)
    }
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<g transform="rotate(-30 ${width / 2} ${height / 2})" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff" fill-opacity="0.32" stroke="#000000" stroke-opacity="0.12" stroke-width="1">` +
      rows.join("") +
      `</g></svg>`
  )
}

/** A JPEG/WebP-ready image with the watermark composited over it. */
export async function applyWatermark(image: Buffer, text: string): Promise<sharp.Sharp> {
  const meta = await sharp(image).metadata()
  return sharp(image).composite([{ input: watermarkSvg(meta.width!, meta.height!, text), top: 0, left: 0 }])
}
