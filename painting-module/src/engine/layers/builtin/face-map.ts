/**
 * The `faceMap` layer: where the pet's head is. The photo analysis has no face detector for
 * animals (human's face models are for people), so the head is read off the subject mask:
 * the top part of the mask's extent (pets are photographed head up), as wide as the mask is
 * in that band. Without a mask, the top of the subject box.
 */
import type { Raster } from "../../types"
import type { Box, LayerContext } from "../contract"

export type HeadParams = {
  /** Share of the subject's height taken as the head band. */
  band?: number
}

export function headFromMask(
  mask: Float32Array | null,
  width: number,
  height: number,
  subject: Box | null,
  params: HeadParams = {}
): Box | null {
  const band = Math.min(1, Math.max(0.1, params.band ?? 0.42))
  if (!mask) {
    if (!subject) return null
    return { x: subject.x, y: subject.y, width: subject.width, height: subject.height * band }
  }
  // The mask's rows and columns with subject in them.
  let top = -1
  let bottom = -1
  const rows = new Float32Array(height)
  for (let y = 0; y < height; y++) {
    let s = 0
    for (let x = 0; x < width; x++) s += mask[y * width + x] > 0.5 ? 1 : 0
    rows[y] = s
  }
  const minRow = Math.max(2, width * 0.02)
  for (let y = 0; y < height; y++)
    if (rows[y] >= minRow) {
      if (top < 0) top = y
      bottom = y
    }
  if (top < 0) return subject ? { x: subject.x, y: subject.y, width: subject.width, height: subject.height * band } : null
  const extent = bottom - top + 1
  const bandHeight = Math.max(1, Math.round(extent * band))
  const columns = new Float32Array(width)
  for (let y = top; y < top + bandHeight; y++) for (let x = 0; x < width; x++) columns[x] += mask[y * width + x] > 0.5 ? 1 : 0
  let max = 0
  for (let x = 0; x < width; x++) max = Math.max(max, columns[x])
  let left = -1
  let right = -1
  for (let x = 0; x < width; x++)
    if (columns[x] >= max * 0.25) {
      if (left < 0) left = x
      right = x
    }
  return { x: left, y: top, width: right - left + 1, height: bandHeight }
}

/** headFromMask as a layer function: leaves the face box on the context, the image unchanged. */
export async function headBox(input: Raster, params: Record<string, unknown>, ctx: LayerContext): Promise<Raster> {
  ctx.face = headFromMask(ctx.mask, input.width, input.height, ctx.subject, params as HeadParams)
  return input
}
