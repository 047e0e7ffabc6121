/**
 * Caricature warp (issue 22: a caricature that caricatures). The head (the face map's box,
 * else the top of the subject box) is magnified as a whole, `head` times (1.5: its outline
 * half again as big, not only its centre), within what the frame leaves room for; a ring
 * around it eases back to the photo, so the neck and shoulders shrink under the big head;
 * the eyes (where a pet's eyes sit in its head box) get a bulge of their own; the body below
 * is pinched. Inverse mapping with bilinear sampling; far pixels are untouched. The mask,
 * the face box and the subject box are warped with the picture, so a background replaced
 * after it follows the big head's outline. Params: head 1.5 (1..2), eyes 0.3 (0..0.6),
 * pinch 0.15 (0..0.5), ease 1.6 (the ring's outer radius over the magnified head's).
 * `strength` (older recipes: 0.35 ≈ 1.5x at the centre) still reads as head = 1 + strength.
 */
import type { LayerFunction } from "../layers/contract"
import type { Raster } from "../types"
import { faceBox, num, subjectBox } from "./common"

export function sampleBilinear(r: Raster, x: number, y: number, out: Float32Array, o: number): void {
  sampleChannels(r.data, r.width, r.height, 3, x, y, out, o)
}

/** Bilinear sample at (x, y), clamped to the picture, of an interleaved map of `channels` values per pixel. */
function sampleChannels(d: Float32Array, w: number, h: number, channels: number, x: number, y: number, out: Float32Array, o: number): void {
  if (x < 0) x = 0
  else if (x > w - 1) x = w - 1
  if (y < 0) y = 0
  else if (y > h - 1) y = h - 1
  const x0 = Math.floor(x)
  const y0 = Math.floor(y)
  const x1 = x0 < w - 1 ? x0 + 1 : x0
  const y1 = y0 < h - 1 ? y0 + 1 : y0
  const fx = x - x0
  const fy = y - y0
  for (let c = 0; c < channels; c++) {
    const a = d[(y0 * w + x0) * channels + c]
    const b = d[(y0 * w + x1) * channels + c]
    const e = d[(y1 * w + x0) * channels + c]
    const f = d[(y1 * w + x1) * channels + c]
    out[o + c] = (a + (b - a) * fx) * (1 - fy) + (e + (f - e) * fx) * fy
  }
}

const CUT_HEAD_GROWTH = 1.12

export type CaricatureWarp = {
  /** Where in the source the output pixel (x, y) comes from. */
  source(x: number, y: number): [number, number]
  /** The head's magnification used (after the room the frame leaves). */
  head: number
  centre: [number, number]
  /** The magnified head's radius in the output, px. */
  headRadius: number
}

/** The warp for a picture of w x h with the head and body boxes given. */
export function caricatureWarp(
  w: number,
  h: number,
  face: { x: number; y: number; width: number; height: number },
  body: { x: number; y: number; width: number; height: number },
  params: { head: number; eyes: number; pinch: number; ease: number }
): CaricatureWarp {
  const cx = face.x + face.width / 2
  const cy = face.y + face.height / 2
  // the head's radius: half its box's larger side, a little more for the ears' fur
  const r1 = Math.max(6, Math.max(face.width, face.height) * 0.55)
  // room: the magnified head may reach the frame's edge, not past it, wherever the head is not already cut by it
  // (a close-up whose head the frame already cuts grows only a little: it would only zoom in)
  const room = (gap: number) => (gap > r1 ? (gap - Math.max(2, r1 * 0.05)) / r1 : CUT_HEAD_GROWTH)
  const head = Math.max(1, Math.min(params.head, room(cy), room(cx), room(w - cx), room(h - cy)))
  const ro1 = r1 * head
  const ro2 = Math.max(ro1 + 4, ro1 * params.ease)
  // the eyes: a pet's sit about 40% down its head box, a fifth of its width either side
  const eyeR = Math.max(3, face.width * 0.17 * head)
  const eyes: [number, number][] = [
    [cx - face.width * 0.21 * head, cy + (face.y + face.height * 0.4 - cy) * head],
    [cx + face.width * 0.21 * head, cy + (face.y + face.height * 0.4 - cy) * head],
  ]
  const bx = body.x + body.width / 2
  const by = Math.min(h, Math.max(cy + ro2 * 0.9, body.y + body.height * 0.75))
  const BR = Math.max(8, Math.max(body.width, body.height) * 0.45)
  return {
    head,
    centre: [cx, cy],
    headRadius: ro1,
    source(x: number, y: number): [number, number] {
      let ox = x
      let oy = y
      // the eyes first (in the output's space): sample from nearer each eye's centre
      if (params.eyes > 0) {
        for (const [ex, ey] of eyes) {
          const dx = ox - ex
          const dy = oy - ey
          const r = Math.sqrt(dx * dx + dy * dy)
          if (r < eyeR) {
            const t = 1 - (r / eyeR) * (r / eyeR)
            const k = 1 - params.eyes * t * t
            ox = ex + dx * k
            oy = ey + dy * k
          }
        }
      }
      // the head: uniform inside, easing back to the photo over the ring
      const dx = ox - cx
      const dy = oy - cy
      const r = Math.sqrt(dx * dx + dy * dy)
      let sx = ox
      let sy = oy
      if (r < ro2 && r > 0) {
        const src = r < ro1 ? r / head : r1 + ((r - ro1) * (ro2 - r1)) / (ro2 - ro1)
        sx = cx + (dx * src) / r
        sy = cy + (dy * src) / r
      }
      // the body's pinch (sample from further out: things look smaller), below the head
      if (params.pinch > 0) {
        const px = x - bx
        const py = y - by
        const pr = Math.sqrt(px * px + py * py)
        if (pr < BR) {
          const t = 1 - (pr / BR) * (pr / BR)
          const k = params.pinch * t * t
          sx += px * k
          sy += py * k
        }
      }
      return [sx, sy]
    },
  }
}

export const bulge: LayerFunction = async (input, params, ctx) => {
  const { width: w, height: h } = input
  const legacy = Number(params.strength)
  const warp = caricatureWarp(w, h, faceBox(ctx, w, h), subjectBox(ctx, w, h), {
    head: num(params, "head", Number.isFinite(legacy) && params.head === undefined ? 1 + legacy : 1.5, 1, 2),
    eyes: num(params, "eyes", params.head === undefined && Number.isFinite(legacy) ? 0 : 0.3, 0, 0.6),
    pinch: num(params, "pinch", 0.15, 0, 0.5),
    ease: num(params, "ease", 1.6, 1.1, 3),
  })
  const out = new Float32Array(input.data.length)
  const mask = ctx.mask && ctx.mask.length === w * h ? ctx.mask : null
  const warpedMask = mask ? new Float32Array(w * h) : null
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [sx, sy] = warp.source(x, y)
      sampleBilinear(input, sx, sy, out, (y * w + x) * 3)
      if (warpedMask) sampleChannels(mask!, w, h, 1, sx, sy, warpedMask, y * w + x)
    }
  }
  // What follows (the background, the ink) sees the pet as it now is.
  if (warpedMask) ctx.mask = warpedMask
  if (ctx.face) {
    const [cx, cy] = warp.centre
    const f = ctx.face
    ctx.face = { x: cx + (f.x - cx) * warp.head, y: cy + (f.y - cy) * warp.head, width: f.width * warp.head, height: f.height * warp.head }
  }
  return { width: w, height: h, data: out }
}
