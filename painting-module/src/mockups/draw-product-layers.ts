/**
 * The product around the painting, as SVG layers in output pixels: its drop shadow on the wall,
 * the frame's moulding (bevelled: lit on the light's side, shaded on the other) or a poster's
 * paper/mat, and what lies over the picture (the moulding's shadow on it, a signature).
 */
import sharp from "sharp"
import type { MockupLayout, MockupVariant } from "./plan-mockup-layout"

export const FRAME_COLOURS = { black: "#262426", walnut: "#6e4729", white: "#f1efea" } as const
const PAPER = "#fbfaf6"

type Rgb = [number, number, number]
const hex = (c: string): Rgb => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as Rgb
/** The colour lit (amount > 0, towards white) or shaded (amount < 0, towards black). */
function shade(colour: string, amount: number): string {
  const target = amount > 0 ? 255 : 0
  const [r, g, b] = hex(colour).map((v) => Math.round(v + (target - v) * Math.abs(amount)))
  return `rgb(${r},${g},${b})`
}

const svg = (width: number, height: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`)

/** The shadow is drawn at this fraction of the output's size and enlarged: a blur is smooth, and a full-size SVG blur costs ~100 ms at 1920 px. */
const SHADOW_SCALE = 0.25

/** The shadow the product casts on the wall, away from the light; deeper for a frame or canvas than for paper. */
export async function shadowLayer(layout: MockupLayout, variant: MockupVariant, lightFromX: number): Promise<sharp.OverlayOptions> {
  const { outer, ppi } = layout
  const depth = variant.frame !== "none" ? 1 : variant.type === "canvas" ? 1.1 : 0.25
  const blur = Math.max(1, ppi * 0.5 * depth)
  const dx = Math.round((0.5 - lightFromX) * ppi * 0.8 * depth)
  const dy = Math.round(ppi * 0.6 * depth)
  const pad = Math.ceil(blur * 3)
  const opacity = variant.type === "poster" && variant.frame === "none" ? 0.3 : 0.45
  const width = outer.width + 2 * pad
  const height = outer.height + 2 * pad
  const k = SHADOW_SCALE
  const small = svg(
    Math.max(1, Math.round(width * k)),
    Math.max(1, Math.round(height * k)),
    `<filter id="s" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(blur * k).toFixed(2)}"/></filter>` +
      `<rect x="${pad * k}" y="${pad * k}" width="${outer.width * k}" height="${outer.height * k}" fill="#000" opacity="${opacity}" filter="url(#s)"/>`
  )
  // Rasterised small first: sharp would otherwise draw the SVG at the enlarged size.
  const drawn = await sharp(small).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const input = await sharp(drawn.data, { raw: { width: drawn.info.width, height: drawn.info.height, channels: 4 } })
    .resize(width, height, { fit: "fill" })
    .raw()
    .toBuffer()
  return { input, raw: { width, height, channels: 4 }, left: outer.left - pad + dx, top: outer.top - pad + dy }
}

/** The moulding and the paper or mat, drawn at the outer box (nothing for an unframed canvas). */
export function mountLayer(layout: MockupLayout, variant: MockupVariant, lightFromX: number) {
  const { outer, mount, moulding: m } = layout
  const w = outer.width
  const h = outer.height
  const parts: string[] = []
  if (variant.type === "poster") {
    parts.push(`<rect x="${m}" y="${m}" width="${mount.width}" height="${mount.height}" fill="${PAPER}"/>`)
  } else if (variant.frame !== "none") {
    // A float frame: the canvas's shaded side seen in the gap between it and the moulding.
    parts.push(`<rect x="${m}" y="${m}" width="${mount.width}" height="${mount.height}" fill="#1c1a18"/>`)
  }
  if (variant.frame !== "none") {
    const base = FRAME_COLOURS[variant.frame]
    const litLeft = lightFromX <= 0.5
    // Four bevelled sides: top lit most, bottom shaded most, the sides by where the light is.
    const sides: [string, number][] = [
      [`0,0 ${w},0 ${w - m},${m} ${m},${m}`, 0.18],
      [`0,${h} ${w},${h} ${w - m},${h - m} ${m},${h - m}`, -0.28],
      [`0,0 ${m},${m} ${m},${h - m} 0,${h}`, litLeft ? 0.08 : -0.16],
      [`${w},0 ${w - m},${m} ${w - m},${h - m} ${w},${h}`, litLeft ? -0.16 : 0.08],
    ]
    for (const [points, amount] of sides) parts.push(`<polygon points="${points}" fill="${shade(base, amount)}"/>`)
    // The moulding's rounded profile: a highlight along its crest and a dark rebate at the inner edge.
    const crest = m * 0.45
    parts.push(
      `<rect x="${crest}" y="${crest}" width="${w - 2 * crest}" height="${h - 2 * crest}" fill="none" stroke="${shade(base, 0.25)}" stroke-opacity="0.7" stroke-width="${Math.max(1, m * 0.12)}"/>`,
      `<rect x="${m - 0.5}" y="${m - 0.5}" width="${w - 2 * m + 1}" height="${h - 2 * m + 1}" fill="none" stroke="${shade(base, -0.5)}" stroke-width="1"/>`,
      `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" fill="none" stroke="${shade(base, -0.45)}" stroke-width="1"/>`
    )
  }
  if (!parts.length) return null
  return { input: svg(w, h, parts.join("")), left: outer.left, top: outer.top }
}

/**
 * Over the picture: the moulding's shadow falling inward (depth), a mat's bevelled cut, and
 * the artist's signature in the lower right corner of a signed print.
 */
export function overlayLayer(layout: MockupLayout, variant: MockupVariant) {
  const { art, mount, ppi } = layout
  const parts: string[] = []
  const framed = variant.frame !== "none"
  const x0 = mount.left - art.left
  const y0 = mount.top - art.top
  if (framed) {
    const depth = Math.max(2, Math.round(ppi * 0.35))
    parts.push(
      `<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`,
      `<linearGradient id="l" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>`,
      `<rect x="${x0}" y="${y0}" width="${mount.width}" height="${depth}" fill="url(#t)"/>`,
      `<rect x="${x0}" y="${y0}" width="${depth}" height="${mount.height}" fill="url(#l)"/>`
    )
  }
  if (variant.type === "poster" && framed) {
    // The mat's bevelled window: a light line around the print.
    parts.push(`<rect x="-1" y="-1" width="${art.width + 2}" height="${art.height + 2}" fill="none" stroke="#ffffff" stroke-width="1.5"/>`)
  }
  if (variant.signed) {
    const s = Math.max(6, ppi * 2.2)
    const x = art.width - s * 1.25
    const y = art.height - s * 0.45
    const path = `M ${x} ${y} c ${s * 0.1} ${-s * 0.35} ${s * 0.18} ${-s * 0.35} ${s * 0.2} ${-s * 0.05} s ${s * 0.05} ${s * 0.15} ${s * 0.16} ${-s * 0.12} s ${s * 0.1} ${s * 0.1} ${s * 0.2} ${-s * 0.05} s ${s * 0.15} 0 ${s * 0.35} ${-s * 0.12}`
    const width = Math.max(1, s * 0.045)
    parts.push(
      `<path d="${path}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${width * 2.2}" stroke-linecap="round"/>`,
      `<path d="${path}" fill="none" stroke="#2a1f1a" stroke-width="${width}" stroke-linecap="round"/>`
    )
  }
  if (!parts.length) return null
  // Drawn at the mount's box when framed (the inward shadow falls on a mat too), else at the art's.
  const left = Math.min(mount.left, art.left)
  const top = Math.min(mount.top, art.top)
  const shift = `translate(${art.left - left} ${art.top - top})`
  return {
    input: svg(Math.max(mount.width, art.width), Math.max(mount.height, art.height), `<g transform="${shift}">${parts.join("")}</g>`),
    left,
    top,
  }
}
