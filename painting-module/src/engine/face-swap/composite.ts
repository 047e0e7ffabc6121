/**
 * Face swap: the pet's head from the photo put into a template artwork's head region (an
 * ellipse inscribed in the box an admin marked, faded out just beyond it), colour-harmonised to the template around
 * that region (Lab transfer), with the template's low frequencies blended into the patch's
 * rim so no step in colour or light marks the seam; the strokes that follow in the recipe
 * repaint it all in one hand.
 *
 * Layer function `faceSwap`, params:
 *   headBox {x, y, width, height}  fractions of the template (required)
 *   feather 0.22   share of the ellipse's radius, outside it, over which the head fades into the template
 *   margin 0.08    the pet's head box grown by this share on each side (ears, ruff)
 *   harmonize 0.5  0..1 how far the head's Lab statistics move to the template's head region's
 *   backdrop 0.9   0..1 how far the photo's background around the head (outside the pet's
 *                  mask) gives way to the template's own surroundings, filled in from the ring
 *                  around the region, so the head does not sit in a bubble of the photo
 */
import { sampleBilinear } from "../filters/bulge"
import { faceBox, num, smoothstep } from "../filters/common"
import type { Box, LayerContext, LayerFunction } from "../layers/contract"
import { gaussBlur } from "../maths/blur"
import { rasterToLab } from "../maths/colour"
import { labStats } from "../reference/lab"
import { transferColour } from "../reference/color-transfer"
import type { Raster } from "../types"
import { PaintingFailure } from "../painting-failure"
import type { StyleImageContext } from "./style-image"

export type FaceSwapOptions = { feather?: number; margin?: number; harmonize?: number; backdrop?: number }

/** A head box in fractions of the template, if it is one. */
export function parseHeadBox(v: unknown): Box | null {
  if (!v || typeof v !== "object") return null
  const { x, y, width, height } = v as Record<string, unknown>
  const ok = [x, y, width, height].every((n) => typeof n === "number" && Number.isFinite(n))
  if (!ok) return null
  const b = { x: x as number, y: y as number, width: width as number, height: height as number }
  if (b.width <= 0 || b.height <= 0 || b.x < 0 || b.y < 0 || b.x + b.width > 1.0001 || b.y + b.height > 1.0001) return null
  return b
}

/** The head box (fractions of the whole template) in pixels of the template raster that shows `crop` of it. */
export function headBoxInRaster(head: Box, crop: Box, width: number, height: number): Box {
  return {
    x: ((head.x - crop.x) / crop.width) * width,
    y: ((head.y - crop.y) / crop.height) * height,
    width: (head.width / crop.width) * width,
    height: (head.height / crop.height) * height,
  }
}

/** A mask value at a fractional position (bilinear, clamped to the mask). */
function sampleMask(mask: Float32Array, w: number, h: number, x: number, y: number): number {
  const cx = Math.min(w - 1, Math.max(0, x))
  const cy = Math.min(h - 1, Math.max(0, y))
  const x0 = Math.floor(cx)
  const y0 = Math.floor(cy)
  const x1 = Math.min(w - 1, x0 + 1)
  const y1 = Math.min(h - 1, y0 + 1)
  const fx = cx - x0
  const fy = cy - y0
  const top = mask[y0 * w + x0] * (1 - fx) + mask[y0 * w + x1] * fx
  const bottom = mask[y1 * w + x0] * (1 - fx) + mask[y1 * w + x1] * fx
  return top * (1 - fy) + bottom * fy
}

/** Resamples a raster to w x h (bilinear), when it is not that size already. */
function toSize(r: Raster, w: number, h: number): Raster {
  if (r.width === w && r.height === h) return r
  const out = new Float32Array(w * h * 3)
  const sx = r.width / w
  const sy = r.height / h
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) sampleBilinear(r, (x + 0.5) * sx - 0.5, (y + 0.5) * sy - 0.5, out, (y * w + x) * 3)
  return { width: w, height: h, data: out }
}

/**
 * The template with the pet's head (`face`, pixels of `photo`) in `head` (pixels of the
 * template). Template and result are photo-sized.
 */
export function faceSwapComposite(
  photo: Raster,
  templateRaster: Raster,
  head: Box,
  face: Box,
  o: FaceSwapOptions = {},
  mask: Float32Array | null = null
): Raster {
  const { width: w, height: h } = photo
  const template = toSize(templateRaster, w, h)
  const feather = Math.min(0.9, Math.max(0.02, o.feather ?? 0.22))
  const margin = Math.min(1, Math.max(0, o.margin ?? 0.08))
  const harmonize = Math.min(1, Math.max(0, o.harmonize ?? 0.5))
  const backdropAmount = mask && mask.length === w * h ? Math.min(1, Math.max(0, o.backdrop ?? 0.9)) : 0

  // The pet's head, grown a little, scaled to cover the head region, centres aligned.
  const fw = face.width * (1 + 2 * margin)
  const fh = face.height * (1 + 2 * margin)
  const fcx = face.x + face.width / 2
  const fcy = face.y + face.height / 2
  const hcx = head.x + head.width / 2
  const hcy = head.y + head.height / 2
  const s = Math.max(head.width / fw, head.height / fh)
  const rx = head.width / 2
  const ry = head.height / 2

  // Work on the head box grown past the fade: the ring around it gives the template's local colours.
  const grow = feather + 0.45
  const x0 = Math.max(0, Math.floor(head.x - rx * grow))
  const y0 = Math.max(0, Math.floor(head.y - ry * grow))
  const x1 = Math.min(w, Math.ceil(head.x + head.width + rx * grow))
  const y1 = Math.min(h, Math.ceil(head.y + head.height + ry * grow))
  const rw = x1 - x0
  const rh = y1 - y0
  if (rw <= 1 || rh <= 1) return { width: w, height: h, data: Float32Array.from(template.data) }
  const m = rw * rh
  const patch: Raster = { width: rw, height: rh, data: new Float32Array(m * 3) }
  const tmpl: Raster = { width: rw, height: rh, data: new Float32Array(m * 3) }
  const dist = new Float32Array(m)
  const alpha = new Float32Array(m)
  const around = new Float32Array(m)
  const pet = new Float32Array(m).fill(1)
  const ring = new Float32Array(m)
  for (let y = 0; y < rh; y++)
    for (let x = 0; x < rw; x++) {
      const i = y * rw + x
      const px = x0 + x + 0.5
      const py = y0 + y + 0.5
      const dx = (px - hcx) / rx
      const dy = (py - hcy) / ry
      const d = Math.sqrt(dx * dx + dy * dy)
      dist[i] = d
      // The fade lies outside the marked box, so none of the template's own head shows through it.
      alpha[i] = 1 - smoothstep(1, 1 + feather, d)
      // The template's own head and a little around it: the light and colour a head has there.
      around[i] = 1 - smoothstep(1.1, 1.4, d)
      const sx = fcx + (px - hcx) / s - 0.5
      const sy = fcy + (py - hcy) / s - 0.5
      sampleBilinear(photo, sx, sy, patch.data, i * 3)
      if (backdropAmount > 0) pet[i] = sampleMask(mask!, w, h, sx, sy)
      ring[i] = smoothstep(1 + feather, 1.2 + feather, d)
      const t = ((y0 + y) * w + x0 + x) * 3
      tmpl.data[i * 3] = template.data[t]
      tmpl.data[i * 3 + 1] = template.data[t + 1]
      tmpl.data[i * 3 + 2] = template.data[t + 2]
    }

  // Local colour transfer: the head takes on the light and palette of the template around it.
  const petWeight = alpha.map((a, i) => a * pet[i])
  const source = labStats(rasterToLab(patch), petWeight.some((v) => v > 0.05) ? petWeight : alpha)
  const target = labStats(rasterToLab(tmpl), around)
  const harmonised = transferColour(patch, { target, source, amount: harmonize })
  if (backdropAmount > 0) {
    // The template's surroundings carried into the region (normalised convolution of the ring).
    const sig = Math.max(2, 0.35 * Math.min(head.width, head.height))
    const weighted = new Float32Array(m * 3)
    for (let i = 0; i < m; i++) for (let c = 0; c < 3; c++) weighted[i * 3 + c] = tmpl.data[i * 3 + c] * ring[i]
    const num = gaussBlur(weighted, rw, rh, 3, sig)
    const den = gaussBlur(ring, rw, rh, 1, sig)
    const petSoft = gaussBlur(pet, rw, rh, 1, Math.max(1, sig * 0.08))
    for (let i = 0; i < m; i++) {
      if (den[i] < 1e-4) continue
      const k = backdropAmount * (1 - Math.min(1, Math.max(0, petSoft[i])))
      for (let c = 0; c < 3; c++) {
        const back = num[i * 3 + c] / den[i]
        harmonised.data[i * 3 + c] += k * (back - harmonised.data[i * 3 + c])
      }
    }
  }

  // Seam: towards the rim the patch's low frequencies become the template's (its own detail stays).
  const sigma = Math.max(1, 0.12 * Math.min(head.width, head.height))
  const diff = new Float32Array(m * 3)
  for (let i = 0; i < m * 3; i++) diff[i] = tmpl.data[i] - harmonised.data[i]
  const low = gaussBlur(diff, rw, rh, 3, sigma)
  const out = Float32Array.from(template.data)
  for (let y = 0; y < rh; y++)
    for (let x = 0; x < rw; x++) {
      const i = y * rw + x
      const a = alpha[i]
      if (a <= 0) continue
      const rim = smoothstep(0.55, 1 + feather, dist[i])
      const t = ((y0 + y) * w + x0 + x) * 3
      for (let c = 0; c < 3; c++) {
        const p = harmonised.data[i * 3 + c] + rim * low[i * 3 + c]
        out[t + c] = template.data[t + c] * (1 - a) + Math.min(1, Math.max(0, p)) * a
      }
    }
  return { width: w, height: h, data: out }
}

/**
 * The pet's face for the swap. With a mask: the head is where the mask is at its top (pets are
 * photographed head up), so the box is centred on the mask's columns in its top 30 %, as wide
 * as the mask is there and a little taller than wide, starting just below the top (ear tips).
 * In a close-up (the mask fills the frame's top) or without a mask: the faceMap box, made about
 * square and moved down an eighth (its top band is brow and ears; eyes and muzzle lie below).
 */
export function petFace(ctx: LayerContext, width: number, height: number): Box {
  const mask = ctx.mask && ctx.mask.length === width * height ? ctx.mask : null
  if (mask) {
    const minRow = Math.max(2, width * 0.02)
    let top = -1
    let bottom = -1
    for (let y = 0; y < height; y++) {
      let n = 0
      for (let x = 0; x < width; x++) if (mask[y * width + x] > 0.5) n++
      if (n >= minRow) {
        if (top < 0) top = y
        bottom = y
      }
    }
    // A close-up (the mask starts at the frame's top and fills its width) has no head top to find.
    let topWidth = 0
    if (top >= 0) for (let x = 0; x < width; x++) if (mask[top * width + x] > 0.5) topWidth++
    const closeUp = top >= 0 && top <= 2 && topWidth > width * 0.5
    if (top >= 0 && !closeUp) {
      const band = Math.max(2, Math.round((bottom - top + 1) * 0.3))
      const cols = new Float32Array(width)
      for (let y = top; y < Math.min(height, top + band); y++) for (let x = 0; x < width; x++) if (mask[y * width + x] > 0.5) cols[x]++
      let max = 0
      let sum = 0
      let sx = 0
      for (let x = 0; x < width; x++) {
        max = Math.max(max, cols[x])
        sum += cols[x]
        sx += cols[x] * x
      }
      let left = -1
      let right = -1
      for (let x = 0; x < width; x++)
        if (cols[x] >= max * 0.25) {
          if (left < 0) left = x
          right = x
        }
      const cx = sum > 0 ? sx / sum : (left + right) / 2
      const w = Math.max(8, Math.min(right - left + 1, (bottom - top + 1) * 0.9))
      const h = Math.min(height, w * 1.1)
      const y = Math.min(Math.max(0, height - h), top + w * 0.06)
      const x = Math.min(Math.max(0, cx - w / 2), Math.max(0, width - w))
      return { x, y, width: Math.min(w, width), height: h }
    }
  }
  const f = faceBox(ctx, width, height)
  const tall = Math.max(f.height, f.width * 1.05)
  const y = Math.min(f.y + tall * 0.12, Math.max(0, height - tall))
  return { ...f, y, height: Math.min(height - y, tall) }
}

export const faceSwap: LayerFunction = async (input, params, ctx) => {
  const image = (ctx as StyleImageContext).styleImage
  if (!image) throw new PaintingFailure("This face-swap style has no template picture yet. Please choose another style.")
  const head = parseHeadBox(params.headBox)
  if (!head) throw new PaintingFailure("This face-swap style has no head region marked yet. Please choose another style.")
  const template = toSize(image.raster, input.width, input.height)
  const headPx = headBoxInRaster(head, image.crop, input.width, input.height)
  const face = petFace(ctx, input.width, input.height)
  return faceSwapComposite(
    input,
    template,
    headPx,
    face,
    {
      feather: num(params, "feather", 0.22, 0.02, 0.9),
      margin: num(params, "margin", 0.08, 0, 1),
      harmonize: num(params, "harmonize", 0.5, 0, 1),
      backdrop: num(params, "backdrop", 0.9, 0, 1),
    },
    ctx.mask
  )
}
