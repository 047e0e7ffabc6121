/**
 * From pixels to the words a style prompt inserts: "a ginger cat", "a grey tabby cat",
 * "a black and white dog". Only what can be seen is claimed: colours from the subject's
 * dominant colours, "tabby" only when a stripe measure says so, never a breed.
 */
import { furColorOf, rgbToLab, type FurColor, type LabCluster, type PixelBox, type RgbImage } from "./color"

export type SubjectKind = "dog" | "cat" | "person"

export type FurShares = Partial<Record<FurColor, number>>

/** Shares of fur words among the subject's colours (non-fur colours left out), summing to 1. */
export function furShares(clusters: LabCluster[], kind: "cat" | "dog"): FurShares {
  const shares: FurShares = {}
  let total = 0
  for (const c of clusters) {
    const word = furColorOf(c.lab, kind)
    if (!word) continue
    shares[word] = (shares[word] ?? 0) + c.share
    total += c.share
  }
  if (total > 0) for (const k of Object.keys(shares) as FurColor[]) shares[k] = shares[k]! / total
  return shares
}

// --- stripes ----------------------------------------------------------------------------

function boxBlur2(src: Float32Array, w: number, h: number, r: number): Float32Array {
  // two passes of a separable box blur ≈ a Gaussian
  let a = src
  const tmp = new Float32Array(w * h)
  for (let pass = 0; pass < 2; pass++) {
    const d = 2 * r + 1
    for (let y = 0; y < h; y++) {
      const row = y * w
      let s = 0
      for (let x = -r; x <= r; x++) s += a[row + Math.min(w - 1, Math.max(0, x))]!
      for (let x = 0; x < w; x++) {
        tmp[row + x] = s / d
        s += a[row + Math.min(w - 1, x + r + 1)]! - a[row + Math.max(0, x - r)]!
      }
    }
    const out = new Float32Array(w * h)
    for (let x = 0; x < w; x++) {
      let s = 0
      for (let y = -r; y <= r; y++) s += tmp[Math.min(h - 1, Math.max(0, y)) * w + x]!
      for (let y = 0; y < h; y++) {
        out[y * w + x] = s / d
        s += tmp[Math.min(h - 1, y + r + 1) * w + x]! - tmp[Math.max(0, y - r) * w + x]!
      }
    }
    a = out
  }
  return a
}

/**
 * How striped the fur in the middle of the box is: the oriented part of the lightness
 * gradient (structure tensor, √λ1 − √λ2) averaged over non-white fur pixels, at a scale
 * normalised to the box size. Stripes are many parallel dark/light edges, so they score
 * high; a solid coat (even with eyes and whiskers in the crop) or large tortoiseshell
 * patches score low. On the fixtures: tabbies 1.7-2.2, solid/tortoiseshell 0.95-1.1
 * (the soft-focus ginger tabby cat-chelsea.png also scores ~1.1, so it is not called
 * "tabby": the measure errs on the side of not claiming stripes).
 */
export function stripeScore(img: RgbImage, box: PixelBox, kind: "cat" | "dog"): number {
  // the central 60% of the box: mostly animal, little background
  const x0 = Math.max(0, Math.floor((box.x + box.width * 0.2) * img.width))
  const x1 = Math.min(img.width, Math.ceil((box.x + box.width * 0.8) * img.width))
  const y0 = Math.max(0, Math.floor((box.y + box.height * 0.2) * img.height))
  const y1 = Math.min(img.height, Math.ceil((box.y + box.height * 0.8) * img.height))
  const w = x1 - x0
  const h = y1 - y0
  if (w < 24 || h < 24) return 0
  const L = new Float32Array(w * h)
  const fur = new Uint8Array(w * h)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = ((y0 + y) * img.width + x0 + x) * 3
      const lab = rgbToLab(img.data[p]!, img.data[p + 1]!, img.data[p + 2]!)
      L[y * w + x] = lab.L
      const word = furColorOf(lab, kind)
      fur[y * w + x] = word && word !== "white" ? 1 : 0
    }
  }
  const scale = Math.max(w, h) / 300
  const smooth = boxBlur2(L, w, h, Math.max(1, Math.round(scale)))
  const jxx = new Float32Array(w * h)
  const jxy = new Float32Array(w * h)
  const jyy = new Float32Array(w * h)
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x
      const gx = (smooth[i + 1]! - smooth[i - 1]!) / 2
      const gy = (smooth[i + w]! - smooth[i - w]!) / 2
      jxx[i] = gx * gx
      jxy[i] = gx * gy
      jyy[i] = gy * gy
    }
  }
  const r = Math.max(1, Math.round(4 * scale))
  const bxx = boxBlur2(jxx, w, h, r)
  const bxy = boxBlur2(jxy, w, h, r)
  const byy = boxBlur2(jyy, w, h, r)
  let sum = 0
  let n = 0
  for (let i = 0; i < w * h; i++) {
    if (!fur[i]) continue
    const t = bxx[i]! + byy[i]!
    const d = Math.sqrt((bxx[i]! - byy[i]!) ** 2 + 4 * bxy[i]! ** 2)
    sum += Math.sqrt(Math.max(0, (t + d) / 2)) - Math.sqrt(Math.max(0, (t - d) / 2))
    n++
  }
  // too little fur in view to judge
  return n >= (w * h) / 5 ? sum / n : 0
}

export const STRIPE_THRESHOLD = 1.4

// --- words ------------------------------------------------------------------------------

const joinWords = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`

const article = (phrase: string) => (/^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`)

/**
 * The phrase for the subject. `shares`: fur word shares of the subject's colours;
 * `striped`: the stripe measure passed (cats only).
 */
export function describeSubject(kind: SubjectKind, shares: FurShares, striped = false): string {
  if (kind === "person") return "a person"
  const get = (c: FurColor) => shares[c] ?? 0
  const ordered = (Object.entries(shares) as [FurColor, number][])
    .filter(([, s]) => s >= 0.12)
    .sort((a, b) => b[1] - a[1])
    .map(([c]) => c)

  if (kind === "cat") {
    const orange = get("ginger") + get("cream") * 0.5
    const dark = get("black") + get("brown")
    // tortoiseshell: black/brown mottled with ginger; with a lot of white: calico
    if (!striped && orange >= 0.1 && dark >= 0.15) {
      return get("white") >= 0.2 ? "a calico cat" : "a tortoiseshell cat"
    }
    if (striped) {
      const warm = get("ginger") + get("brown") + get("cream")
      const ground = get("ginger") >= 0.35 && get("ginger") > get("grey") ? "ginger" : warm >= 0.6 * get("grey") ? "brown" : "grey"
      return get("white") >= 0.25 ? `a ${ground} and white tabby cat` : `a ${ground} tabby cat`
    }
  }

  // plain coats: the largest colours (a second one from 15%, a third from 20%), near
  // synonyms merged, "white" said last ("black and white")
  const WARM: FurColor[] = ["ginger", "fawn", "tan", "brown", "cream"]
  const words: FurColor[] = []
  for (const c of ordered) {
    const s = get(c)
    if (words.length === 1 && s < 0.15) break
    if (words.length === 2 && (s < 0.2 || kind === "cat")) break
    if (words.length === 3) break
    if (WARM.includes(c) && words.some((w) => WARM.includes(w))) continue
    words.push(c)
  }
  if (words.length === 0) return `a ${kind}`
  const spoken = [...words.filter((w) => w !== "white"), ...words.filter((w) => w === "white")]
  return article(`${joinWords(spoken)} ${kind}`)
}
