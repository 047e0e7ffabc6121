/**
 * Colour conversions of the engine, per pixel on 0..1 floats: sRGB transfer (a 4096-entry
 * table on the way to linear), sRGB D65 <-> CIELAB, HSL and HSV, and luma (Rec. 709 for the
 * filters, Rec. 601 where the strokes' direction field and the segmentation were tuned on it).
 * Every function computes exactly what its callers computed inline before it moved here.
 */
import type { Raster } from "../types"

export type RGB = [number, number, number]

// ---------------------------------------------------------------------------------------
// Luma

/** Rec. 709 luma. */
export function luma709(r: number, g: number, b: number): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Rec. 601 luma. */
export function luma601(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b
}

/** Rec. 709 luma of each pixel of an RGB raster, 0..1. */
export function luminance(r: Raster): Float32Array {
  const n = r.width * r.height
  const out = new Float32Array(n)
  const d = r.data
  for (let i = 0; i < n; i++) out[i] = luma709(d[i * 3], d[i * 3 + 1], d[i * 3 + 2])
  return out
}

// ---------------------------------------------------------------------------------------
// sRGB D65 <-> CIELAB

export function srgbToLinear(v: number): number {
  return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
}

/** Linear to sRGB, clamped to 0..1. */
export function linearToSrgb(v: number): number {
  const c = v <= 0.0031308 ? 12.92 * v : 1.055 * Math.pow(v, 1 / 2.4) - 0.055
  return c < 0 ? 0 : c > 1 ? 1 : c
}

const LIN = new Float32Array(4096)
for (let i = 0; i < 4096; i++) LIN[i] = srgbToLinear(i / 4095)
/** srgbToLinear through the table (clamped input, 12-bit steps): what rgbToLab uses. */
function lin(v: number): number {
  const i = Math.round((v < 0 ? 0 : v > 1 ? 1 : v) * 4095)
  return LIN[i]
}
function fLab(t: number): number {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116
}

export function rgbToLab(r: number, g: number, b: number, out: Float32Array | number[], o = 0): void {
  const R = lin(r)
  const G = lin(g)
  const B = lin(b)
  const x = fLab((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047)
  const y = fLab(luma709(R, G, B))
  const z = fLab((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883)
  out[o] = 116 * y - 16
  out[o + 1] = 500 * (x - y)
  out[o + 2] = 200 * (y - z)
}

export function labToRgb(L: number, a: number, b: number, out: Float32Array | number[], o = 0): void {
  const fy = (L + 16) / 116
  const fx = fy + a / 500
  const fz = fy - b / 200
  const inv = (t: number) => (t * t * t > 0.008856 ? t * t * t : (t - 16 / 116) / 7.787)
  const X = inv(fx) * 0.95047
  const Y = inv(fy)
  const Z = inv(fz) * 1.08883
  out[o] = linearToSrgb(3.2406 * X - 1.5372 * Y - 0.4986 * Z)
  out[o + 1] = linearToSrgb(-0.9689 * X + 1.8758 * Y + 0.0415 * Z)
  out[o + 2] = linearToSrgb(0.0557 * X - 0.204 * Y + 1.057 * Z)
}

/** Every pixel of an RGB raster in CIELAB (L* 0..100, a*, b*), interleaved. */
export function rasterToLab(r: Raster): Float32Array {
  const n = r.width * r.height
  const out = new Float32Array(n * 3)
  const d = r.data
  for (let i = 0; i < n; i++) rgbToLab(d[i * 3], d[i * 3 + 1], d[i * 3 + 2], out, i * 3)
  return out
}

/** A Lab colour as "#rrggbb" (clipped to the sRGB gamut). */
export function labToHex(L: number, a: number, b: number): string {
  const rgb = [0, 0, 0]
  labToRgb(L, a, b, rgb)
  return (
    "#" +
    rgb
      .map((v) =>
        Math.round(Math.min(1, Math.max(0, v)) * 255)
          .toString(16)
          .padStart(2, "0")
      )
      .join("")
  )
}

// ---------------------------------------------------------------------------------------
// HSL and HSV (hue 0..1)

export function rgbToHsl(r: number, g: number, b: number): RGB {
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  let h: number
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0)
  else if (max === g) h = (b - r) / d + 2
  else h = (r - g) / d + 4
  return [h / 6, s, l]
}

export function hslToRgb(h: number, s: number, l: number): RGB {
  if (s <= 0) return [l, l, l]
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const f = (t: number) => {
    t -= Math.floor(t)
    if (t < 1 / 6) return p + (q - p) * 6 * t
    if (t < 1 / 2) return q
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6
    return p
  }
  return [f(h + 1 / 3), f(h), f(h - 1 / 3)]
}

export function rgbToHsv(r: number, g: number, b: number): RGB {
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const d = max - min
  let hue = 0
  if (d > 0) {
    if (max === r) hue = ((g - b) / d) % 6
    else if (max === g) hue = (b - r) / d + 2
    else hue = (r - g) / d + 4
    hue /= 6
    if (hue < 0) hue += 1
  }
  return [hue, max > 0 ? d / max : 0, max]
}

/** HSV to RGB; hue in [0, 1), saturation and value in 0..1. */
export function hsvToRgb(hue: number, sat: number, val: number): RGB {
  const hh = hue * 6
  const sector = Math.floor(hh) % 6
  const f = hh - Math.floor(hh)
  const p = val * (1 - sat)
  const q = val * (1 - f * sat)
  const u = val * (1 - (1 - f) * sat)
  switch (sector) {
    case 0:
      return [val, u, p]
    case 1:
      return [q, val, p]
    case 2:
      return [p, val, u]
    case 3:
      return [p, q, val]
    case 4:
      return [u, p, val]
    default:
      return [val, p, q]
  }
}
