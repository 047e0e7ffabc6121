/**
 * What a reference artwork looks like, measured once when a paint (or face-swap) style is
 * first painted: its CIELAB statistics and palette (for the colour transfer) and the brush
 * character the strokes engine should imitate. Measured on a copy whose longer side is 384
 * px; lengths are reported in preview pixels (the 512x768 frame recipes are written for).
 */
import { gaussBlur } from "../maths/blur"
import { labToHex, rasterToLab, rgbToLab } from "../maths/colour"
import { parseColour } from "../filters/common"
import { kmeansLab } from "../filters/quantize"
import type { ImpressionistParams, Raster } from "../types"
import { shrinkRaster } from "../maths/resample"
import { labStats, type LabStats, type Vec3 } from "./lab"

const ANALYSIS_SIDE = 384
// Preview frames are 768 px on their longer side.
const TO_PREVIEW = 768 / ANALYSIS_SIDE

export type ReferenceAnalysis = {
  /** CIELAB mean and standard deviation (contrast is L*'s). */
  lab: LabStats
  /** L* at the 5th and 95th percentile. */
  lightness: [number, number]
  /** The dominant colours, most used first, with their share of the picture. */
  palette: { colour: string; share: number }[]
  /** Raw measures the stroke parameters are derived from (shown to admins). */
  measures: {
    /** Mean run of one palette colour along rows and columns, preview px: the size of a dab. */
    grain: number
    /** Share of pixels on a clear edge. */
    edgeDensity: number
    /** 0..1 how consistently the brushwork runs in one direction locally. */
    coherence: number
    /** Mean |L* − blur(L*)| in L* units: surface texture. */
    detail: number
  }
  /** Stroke parameters for the `strokes` layer function (preview px). */
  strokes: Pick<ImpressionistParams, "radii" | "threshold" | "curvature" | "minStrokeLength" | "maxStrokeLength" | "opacity" | "texture">
}

const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/**
 * Mean run length (px) of one palette colour along rows and columns: a painting made of big
 * dabs has long runs, a finely worked one short runs (spectral measures could not tell them
 * apart: stroke edges and bristle texture put as much energy in the fine bands as detail does).
 */
function labelRunLength(labels: Uint8Array, w: number, h: number): number {
  let changes = 0
  for (let y = 0; y < h; y++) for (let x = 1; x < w; x++) if (labels[y * w + x] !== labels[y * w + x - 1]) changes++
  for (let y = 1; y < h; y++) for (let x = 0; x < w; x++) if (labels[y * w + x] !== labels[(y - 1) * w + x]) changes++
  return (2 * w * h) / Math.max(1, changes)
}

function percentile(values: Float32Array, p: number): number {
  const sorted = Float32Array.from(values).sort()
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))]
}

/** Measures a reference artwork (any size) and derives the colour and stroke parameters. */
export function analyseReference(reference: Raster, seed = 1): ReferenceAnalysis {
  const r = shrinkRaster(reference, ANALYSIS_SIDE)
  const { width: w, height: h } = r
  const n = w * h
  const lab = rasterToLab(r)
  const stats = labStats(lab)
  const L = new Float32Array(n)
  for (let i = 0; i < n; i++) L[i] = lab[i * 3]

  // Palette: k-means in Lab, ordered by use.
  const k = 6
  const centres = kmeansLab(lab, n, k, 10, seed)
  const counts = new Float64Array(k)
  const labels = new Uint8Array(n)
  for (let i = 0; i < n; i++) {
    let best = 0
    let bd = Infinity
    for (let c = 0; c < k; c++) {
      const d0 = lab[i * 3] - centres[c * 3]
      const d1 = lab[i * 3 + 1] - centres[c * 3 + 1]
      const d2 = lab[i * 3 + 2] - centres[c * 3 + 2]
      const d = d0 * d0 + d1 * d1 + d2 * d2
      if (d < bd) {
        bd = d
        best = c
      }
    }
    counts[best]++
    labels[i] = best
  }
  const palette = [...Array(k).keys()]
    .filter((c) => counts[c] > 0)
    .sort((a, b) => counts[b] - counts[a])
    .map((c) => ({ colour: labToHex(centres[c * 3], centres[c * 3 + 1], centres[c * 3 + 2]), share: round(counts[c] / n, 3) }))

  // Brush character: how far a colour runs, and the fine surface texture.
  const grain = labelRunLength(labels, w, h) * TO_PREVIEW
  const fine = gaussBlur(L, w, h, 1, 1)
  let detail = 0
  for (let i = 0; i < n; i++) detail += Math.abs(L[i] - fine[i])
  detail /= n

  // Edges and local direction (structure tensor of the slightly smoothed L*).
  const gx = new Float32Array(n)
  const gy = new Float32Array(n)
  let edges = 0
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x
      gx[i] = (fine[i + 1] - fine[i - 1]) / 2
      gy[i] = (fine[i + w] - fine[i - w]) / 2
      if (Math.hypot(gx[i], gy[i]) > 4) edges++
    }
  const exx = new Float32Array(n)
  const eyy = new Float32Array(n)
  const exy = new Float32Array(n)
  for (let i = 0; i < n; i++) {
    exx[i] = gx[i] * gx[i]
    eyy[i] = gy[i] * gy[i]
    exy[i] = gx[i] * gy[i]
  }
  const sxx = gaussBlur(exx, w, h, 1, 3)
  const syy = gaussBlur(eyy, w, h, 1, 3)
  const sxy = gaussBlur(exy, w, h, 1, 3)
  let cohSum = 0
  let cohW = 0
  for (let i = 0; i < n; i++) {
    const tr = sxx[i] + syy[i]
    if (tr <= 1e-6) continue
    const diff = Math.sqrt((sxx[i] - syy[i]) ** 2 + 4 * sxy[i] ** 2)
    cohSum += diff
    cohW += tr
  }
  const coherence = cohW > 0 ? cohSum / cohW : 0
  const edgeDensity = edges / n

  // A dab is about a run across; the largest brush (a radius) covers half a run or so.
  const big = clamp(grain * 0.55, 2, 18)
  const radii = [big, big / 2, Math.max(1.5, big / 4)].map((v) => round(v, 1))
  return {
    lab: { mean: stats.mean.map((v) => round(v)) as Vec3, std: stats.std.map((v) => round(v)) as Vec3 },
    lightness: [round(percentile(L, 0.05)), round(percentile(L, 0.95))],
    palette,
    measures: { grain: round(grain), edgeDensity: round(edgeDensity, 3), coherence: round(coherence, 3), detail: round(detail) },
    strokes: {
      radii,
      // More edges: repaint more cells with the small brushes.
      threshold: Math.round(clamp(130 - 300 * edgeDensity, 35, 120)),
      curvature: round(clamp(0.3 + 0.8 * coherence, 0.3, 1)),
      minStrokeLength: round(Math.max(2, big * 0.4), 1),
      maxStrokeLength: round(clamp(big * (1 + 3 * coherence), 4, 48), 1),
      opacity: 1,
      texture: round(clamp(detail / 4, 0.15, 1)),
    },
  }
}

/** The palette's colours as Lab triples (for the colour transfer's palette pull). */
export function paletteLab(colours: unknown): Vec3[] {
  if (!Array.isArray(colours)) return []
  const out: Vec3[] = []
  for (const c of colours) {
    const rgb = parseColour(typeof c === "object" && c ? (c as { colour?: unknown }).colour : c, [-1, -1, -1])
    if (rgb[0] < 0) continue
    const lab = [0, 0, 0]
    rgbToLab(rgb[0], rgb[1], rgb[2], lab)
    out.push(lab as Vec3)
  }
  return out
}
