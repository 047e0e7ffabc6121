/**
 * Colour maths for the analyser: sRGB ↔ CIELAB (D65), a small weighted k-means in Lab
 * (perceptually uniform enough that "dominant colours" look right), and the words a
 * shopper would use for fur.
 */

import { mulberry32 } from "../engine/prng"

export type Lab = { L: number; a: number; b: number }
export type ColorShare = { hex: string; share: number }
export type LabCluster = { lab: Lab; hex: string; share: number }

// --- conversions ------------------------------------------------------------------------

const SRGB_TO_LINEAR = new Float64Array(256)
for (let i = 0; i < 256; i++) {
  const c = i / 255
  SRGB_TO_LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

const XN = 0.95047
const YN = 1.0
const ZN = 1.08883
const EPS = 216 / 24389
const KAPPA = 24389 / 27

const labF = (t: number) => (t > EPS ? Math.cbrt(t) : (KAPPA * t + 16) / 116)

export function rgbToLab(r: number, g: number, b: number): Lab {
  const R = SRGB_TO_LINEAR[r]!
  const G = SRGB_TO_LINEAR[g]!
  const B = SRGB_TO_LINEAR[b]!
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / XN
  const y = (0.2126729 * R + 0.7151522 * G + 0.072175 * B) / YN
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / ZN
  const fx = labF(x)
  const fy = labF(y)
  const fz = labF(z)
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) }
}

export function labToRgb({ L, a, b }: Lab): [number, number, number] {
  const fy = (L + 16) / 116
  const fx = fy + a / 500
  const fz = fy - b / 200
  const inv = (f: number) => (f ** 3 > EPS ? f ** 3 : (116 * f - 16) / KAPPA)
  const x = inv(fx) * XN
  const y = (L > KAPPA * EPS ? fy ** 3 : L / KAPPA) * YN
  const z = inv(fz) * ZN
  const R = 3.2404542 * x - 1.5371385 * y - 0.4985314 * z
  const G = -0.969266 * x + 1.8760108 * y + 0.041556 * z
  const B = 0.0556434 * x - 0.2040259 * y + 1.0572252 * z
  const toSrgb = (c: number) => {
    const v = c <= 0.0031308 ? 12.92 * c : 1.055 * Math.max(0, c) ** (1 / 2.4) - 0.055
    return Math.round(Math.min(1, Math.max(0, v)) * 255)
  }
  return [toSrgb(R), toSrgb(G), toSrgb(B)]
}

export const labToHex = (lab: Lab) =>
  "#" +
  labToRgb(lab)
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")

export function hexToLab(hex: string): Lab {
  const n = Number.parseInt(hex.replace(/^#/, ""), 16)
  return rgbToLab((n >> 16) & 255, (n >> 8) & 255, n & 255)
}

/** Chroma and hue angle (degrees, 0..360) of a Lab colour. */
export function lch({ a, b }: Lab): { C: number; h: number } {
  const h = (Math.atan2(b, a) * 180) / Math.PI
  return { C: Math.hypot(a, b), h: h < 0 ? h + 360 : h }
}

// --- sampling ---------------------------------------------------------------------------

export type RgbImage = { data: Uint8Array; width: number; height: number }
export type PixelBox = { x: number; y: number; width: number; height: number } // fractions 0..1

export type LabSamples = { L: Float32Array; a: Float32Array; b: Float32Array; w: Float32Array; count: number }

/**
 * Lab values of a grid of pixels inside `box` (default: the whole image), about
 * `maxSamples` of them. With `centerWeight`, pixels near the box centre weigh more
 * (a Gaussian with that σ, in box-relative units), which keeps the background at the
 * edges of a detection box from dominating the subject's colours.
 */
export function sampleLab(img: RgbImage, opts: { box?: PixelBox; maxSamples?: number; centerWeight?: number } = {}): LabSamples {
  const box = opts.box ?? { x: 0, y: 0, width: 1, height: 1 }
  const x0 = Math.max(0, Math.floor(box.x * img.width))
  const y0 = Math.max(0, Math.floor(box.y * img.height))
  const x1 = Math.min(img.width, Math.max(x0 + 1, Math.ceil((box.x + box.width) * img.width)))
  const y1 = Math.min(img.height, Math.max(y0 + 1, Math.ceil((box.y + box.height) * img.height)))
  const area = (x1 - x0) * (y1 - y0)
  const step = Math.max(1, Math.round(Math.sqrt(area / (opts.maxSamples ?? 12_000))))
  const nx = Math.ceil((x1 - x0) / step)
  const ny = Math.ceil((y1 - y0) / step)
  const count = nx * ny
  const out: LabSamples = {
    L: new Float32Array(count),
    a: new Float32Array(count),
    b: new Float32Array(count),
    w: new Float32Array(count),
    count,
  }
  const sigma = opts.centerWeight
  const cx = (x0 + x1) / 2
  const cy = (y0 + y1) / 2
  const hw = (x1 - x0) / 2
  const hh = (y1 - y0) / 2
  let k = 0
  for (let y = y0; y < y1; y += step) {
    for (let x = x0; x < x1; x += step) {
      const p = (y * img.width + x) * 3
      const lab = rgbToLab(img.data[p]!, img.data[p + 1]!, img.data[p + 2]!)
      out.L[k] = lab.L
      out.a[k] = lab.a
      out.b[k] = lab.b
      if (sigma) {
        const dx = (x - cx) / hw
        const dy = (y - cy) / hh
        out.w[k] = Math.exp(-(dx * dx + dy * dy) / (2 * sigma * sigma))
      } else out.w[k] = 1
      k++
    }
  }
  return out
}

// --- k-means ----------------------------------------------------------------------------

/**
 * Weighted k-means (k-means++ seeding, deterministic) in Lab. Returns the clusters
 * sorted by share (weights of their members / total weight), largest first.
 */
export function kmeansLab(samples: LabSamples, k = 5, iterations = 12): LabCluster[] {
  const { L, a, b, w, count } = samples
  if (count === 0) return []
  k = Math.min(k, count)
  const random = mulberry32(0x5eed + count)
  const cL = new Float64Array(k)
  const cA = new Float64Array(k)
  const cB = new Float64Array(k)
  const dist = (i: number, c: number) => {
    const dl = L[i]! - cL[c]!
    const da = a[i]! - cA[c]!
    const db = b[i]! - cB[c]!
    return dl * dl + da * da + db * db
  }
  // k-means++ seeding, weighted
  const nearest = new Float64Array(count).fill(Infinity)
  const first = Math.floor(random() * count)
  cL[0] = L[first]!
  cA[0] = a[first]!
  cB[0] = b[first]!
  for (let c = 1; c < k; c++) {
    let total = 0
    for (let i = 0; i < count; i++) {
      const d = dist(i, c - 1)
      if (d < nearest[i]!) nearest[i] = d
      total += nearest[i]! * w[i]!
    }
    let target = random() * total
    let pick = count - 1
    for (let i = 0; i < count; i++) {
      target -= nearest[i]! * w[i]!
      if (target <= 0) {
        pick = i
        break
      }
    }
    cL[c] = L[pick]!
    cA[c] = a[pick]!
    cB[c] = b[pick]!
  }
  const nearestCentre = (i: number) => {
    let best = 0
    let bestD = Infinity
    for (let c = 0; c < k; c++) {
      const d = dist(i, c)
      if (d < bestD) {
        bestD = d
        best = c
      }
    }
    return best
  }
  const assign = new Int32Array(count)
  const sumL = new Float64Array(k)
  const sumA = new Float64Array(k)
  const sumB = new Float64Array(k)
  const sumW = new Float64Array(k)
  for (let it = 0; it < iterations; it++) {
    sumL.fill(0)
    sumA.fill(0)
    sumB.fill(0)
    sumW.fill(0)
    let changed = 0
    for (let i = 0; i < count; i++) {
      const best = nearestCentre(i)
      if (assign[i] !== best || it === 0) changed++
      assign[i] = best
      const wi = w[i]!
      sumL[best]! += L[i]! * wi
      sumA[best]! += a[i]! * wi
      sumB[best]! += b[i]! * wi
      sumW[best]! += wi
    }
    for (let c = 0; c < k; c++) {
      if (sumW[c]! > 0) {
        cL[c] = sumL[c]! / sumW[c]!
        cA[c] = sumA[c]! / sumW[c]!
        cB[c] = sumB[c]! / sumW[c]!
      }
    }
    if (changed === 0) break
  }
  // final shares with the final centres
  sumW.fill(0)
  let total = 0
  for (let i = 0; i < count; i++) {
    const best = nearestCentre(i)
    sumW[best]! += w[i]!
    total += w[i]!
  }
  const clusters: LabCluster[] = []
  for (let c = 0; c < k; c++) {
    if (sumW[c]! <= 0) continue
    const lab = { L: cL[c]!, a: cA[c]!, b: cB[c]! }
    clusters.push({ lab, hex: labToHex(lab), share: sumW[c]! / total })
  }
  return clusters.sort((x, y) => y.share - x.share)
}

/** Dominant colours of an image region: k-means in Lab, shares summing to 1. */
export function dominantColors(img: RgbImage, opts: { box?: PixelBox; k?: number; centerWeight?: number } = {}): LabCluster[] {
  return kmeansLab(sampleLab(img, { box: opts.box, centerWeight: opts.centerWeight }), opts.k ?? 5)
}

// --- fur words --------------------------------------------------------------------------

export type FurColor = "black" | "white" | "grey" | "ginger" | "brown" | "cream" | "fawn" | "tan"

/**
 * The fur word for a Lab colour, or null for colours no cat or dog has (green grass,
 * blue sky, a red harness...). Cats and dogs use slightly different words: a saturated
 * orange-brown is "ginger" on a cat and "fawn" (light) or "brown" (dark) on a dog.
 */
export function furColorOf(lab: Lab, kind: "cat" | "dog" = "cat"): FurColor | null {
  const { L } = lab
  const { C, h } = lch(lab)
  const warm = h >= 20 && h <= 105 // reds-oranges-yellows: every coloured coat
  if (L < 22) return C < 25 ? "black" : null
  if (C < 8 || (C < 14 && !warm)) {
    if (L >= 78 || (kind === "dog" && L >= 68)) return "white"
    if (kind === "dog") {
      // a dark, slightly warm grey on a dog is brown fur in shade (grey dogs are cool-toned),
      // a dark neutral one black fur in shade
      if (warm && C >= 6 && L < 50) return "brown"
      if (L < 35) return "black"
    }
    return "grey"
  }
  // green, blue, purple, and anything more saturated than any coat (a red harness, a
  // yellow ball): background or accessories
  if (!warm || C > 60) return null
  if (L >= 80) return C < 14 ? "white" : C < 35 ? "cream" : kind === "cat" ? "ginger" : "fawn"
  if (kind === "cat") {
    if (C >= 20) return L < 25 ? "brown" : "ginger"
    if (C < 11 && L < 60) return "grey" // the brownish grey of many tabbies
    return L >= 66 ? "cream" : "brown"
  }
  if (C >= 35) return L >= 58 ? "fawn" : "brown"
  if (C >= 15) return L >= 55 ? "tan" : "brown"
  if (C < 11 && L < 60) return "grey"
  return L >= 66 ? "cream" : "brown"
}
