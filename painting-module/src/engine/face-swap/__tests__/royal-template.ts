/**
 * A costumed royal portrait drawn from SVG (no downloads): dark curtain, red robe with an
 * ermine collar, a face with features under a gold crown. The head region is the face's box.
 */
import sharp from "sharp"
import { rasterFromRgb } from "../../raster"
import type { Raster } from "../../types"

export const ROYAL_HEAD_BOX = { x: 0.3, y: 0.16, width: 0.4, height: 0.32 }

export function royalPortraitSvg(width = 600, height = 800): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d2e24"/><stop offset="1" stop-color="#0a120d"/></linearGradient>
    <linearGradient id="robe" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9c1a1f"/><stop offset="1" stop-color="#4a0a0e"/></linearGradient>
    <radialGradient id="skin" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="#f2cfae"/><stop offset="1" stop-color="#b9825d"/></radialGradient>
  </defs>
  <rect width="600" height="800" fill="url(#bg)"/>
  <path d="M0 0 C80 200 40 500 110 800 L0 800 Z" fill="#3b0f14" opacity="0.8"/>
  <path d="M600 0 C520 220 560 520 500 800 L600 800 Z" fill="#3b0f14" opacity="0.8"/>
  <path d="M90 800 C100 600 170 500 300 470 C430 500 500 600 510 800 Z" fill="url(#robe)"/>
  <path d="M150 560 C200 500 400 500 450 560 C420 620 180 620 150 560 Z" fill="#f3efe6"/>
  ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${190 + i * 35} ${550 + (i % 2) * 18} l6 14 l-6 6 l-6 -6 z" fill="#111"/>`).join("")}
  <rect x="270" y="600" width="60" height="200" fill="#d4a437" opacity="0.7"/>
  <ellipse cx="300" cy="260" rx="105" ry="125" fill="url(#skin)"/>
  <ellipse cx="262" cy="240" rx="16" ry="9" fill="#fff"/><circle cx="262" cy="240" r="7" fill="#3a2a1a"/>
  <ellipse cx="338" cy="240" rx="16" ry="9" fill="#fff"/><circle cx="338" cy="240" r="7" fill="#3a2a1a"/>
  <path d="M300 250 L288 300 L312 300 Z" fill="#a8694a"/>
  <path d="M265 330 Q300 350 335 330" stroke="#7a2a2a" stroke-width="7" fill="none"/>
  <path d="M215 150 L230 90 L262 130 L300 70 L338 130 L370 90 L385 150 Z" fill="#d9a82e" stroke="#8a6410" stroke-width="4"/>
  <circle cx="300" cy="110" r="10" fill="#1f5fbf"/><circle cx="250" cy="128" r="7" fill="#b3141e"/><circle cx="350" cy="128" r="7" fill="#b3141e"/>
</svg>`
}

export async function royalPortrait(width: number, height: number): Promise<{ png: Buffer; raster: Raster }> {
  const png = await sharp(Buffer.from(royalPortraitSvg(600, 800)))
    .resize(width, height, { fit: "fill" })
    .png()
    .toBuffer()
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { png, raster: rasterFromRgb(data, info.width, info.height, 3) }
}
