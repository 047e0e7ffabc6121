/**
 * How far a cut-out can be trusted (issue 22: fall back rather than cut a wrong shape).
 *
 * Two signs of a wrong cut, measured on the segmenter's working copy:
 * - leak: a pet touches the sides of its detector box only at its extremities (an ear, a
 *   paw, the tail); a cut that spilt into a blanket, a fence or a wall runs along them. The
 *   share of the box's inner rim (sides on the picture's edge left out) that the cut covers.
 * - edge: a true outline follows the photo's edges; a wrong one crosses flat fur or flat
 *   background. The mean colour contrast on the cut's outline against the mean in the box.
 */
import type { Box } from "../contract"

export type MaskJudgement = {
  /** Share of the box's inner rim inside the cut, 0..1 (null: every side is on the picture's edge). */
  leak: number | null
  /** Contrast on the outline over the box's mean contrast (1 = no better than anywhere). */
  edge: number
  /** Share of the box inside the cut. */
  fill: number
  sure: boolean
}

/** Above this rim share, or below this outline contrast, the cut is not trusted. */
export const MAX_LEAK = 0.42
export const MIN_EDGE = 1.35
export const FILL_RANGE = [0.18, 0.97] as const

/**
 * `labels` (1 = pet) and `img` (RGB 0..255) are the working copy, w x h; `box` the pet's box
 * in the working copy's pixels.
 */
export function judgeMask(labels: Uint8Array, img: Float32Array, w: number, h: number, box: Box): MaskJudgement {
  const x0 = Math.max(0, Math.floor(box.x))
  const y0 = Math.max(0, Math.floor(box.y))
  const x1 = Math.min(w - 1, Math.ceil(box.x + box.width) - 1)
  const y1 = Math.min(h - 1, Math.ceil(box.y + box.height) - 1)
  const edgeMargin = 2
  let rim = 0
  let rimOn = 0
  const count = (x: number, y: number) => {
    rim++
    if (labels[y * w + x]) rimOn++
  }
  // A 2-pixel band just inside each side that is not on the picture's edge.
  for (let d = 0; d < 2; d++) {
    if (y0 > edgeMargin) for (let x = x0; x <= x1; x++) count(x, Math.min(y1, y0 + d))
    if (y1 < h - 1 - edgeMargin) for (let x = x0; x <= x1; x++) count(x, Math.max(y0, y1 - d))
    if (x0 > edgeMargin) for (let y = y0; y <= y1; y++) count(Math.min(x1, x0 + d), y)
    if (x1 < w - 1 - edgeMargin) for (let y = y0; y <= y1; y++) count(Math.max(x0, x1 - d), y)
  }
  const leak = rim ? rimOn / rim : null

  const contrast = (i: number, j: number) =>
    Math.abs(img[i * 3] - img[j * 3]) + Math.abs(img[i * 3 + 1] - img[j * 3 + 1]) + Math.abs(img[i * 3 + 2] - img[j * 3 + 2])
  let all = 0
  let allN = 0
  let outline = 0
  let outlineN = 0
  let inside = 0
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * w + x
      if (labels[i]) inside++
      if (x + 1 > x1 || y + 1 > y1) continue
      const cx = contrast(i, i + 1)
      const cy = contrast(i, i + w)
      all += cx + cy
      allN += 2
      if (labels[i] !== labels[i + 1]) {
        outline += cx
        outlineN++
      }
      if (labels[i] !== labels[i + w]) {
        outline += cy
        outlineN++
      }
    }
  }
  const edge = outlineN && all ? outline / outlineN / (all / allN) : 0
  const fill = inside / Math.max(1, (x1 - x0 + 1) * (y1 - y0 + 1))
  const sure = (leak === null || leak <= MAX_LEAK) && edge >= MIN_EDGE && fill >= FILL_RANGE[0] && fill <= FILL_RANGE[1]
  return { leak, edge, fill, sure }
}
