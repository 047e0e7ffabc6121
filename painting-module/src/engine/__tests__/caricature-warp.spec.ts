/**
 * Caricature's warp (issue 22): the head grows as a whole, not only its middle; the eyes grow
 * more; the mask grows with the picture so the background replaced after it keeps the big
 * head; a head at the frame's edge grows only as far as the frame has room.
 */
import { describe, expect, it } from "vitest"
import { bulge } from "../filters/bulge"
import type { LayerContext } from "../layers/contract"
import type { Raster } from "../types"

const W = 200
const H = 300
const HEAD = { cx: 100, cy: 100, r: 30 }

/** A white head disc on a black ground, its mask 1 on the disc. */
function headPicture(cy = HEAD.cy): { raster: Raster; mask: Float32Array } {
  const data = new Float32Array(W * H * 3)
  const mask = new Float32Array(W * H)
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const on = (x - HEAD.cx) ** 2 + (y - cy) ** 2 <= HEAD.r ** 2
      mask[y * W + x] = on ? 1 : 0
      for (let c = 0; c < 3; c++) data[(y * W + x) * 3 + c] = on ? 1 : 0
    }
  return { raster: { width: W, height: H, data }, mask }
}

function context(mask: Float32Array, cy = HEAD.cy): LayerContext {
  // the warp takes the head's radius as 0.55 of its box's side
  const half = HEAD.r / 0.55 / 2
  return {
    seed: 1,
    scale: 1,
    threads: 1,
    subject: { x: 40, y: cy - HEAD.r - 4, width: 120, height: 190 },
    face: { x: HEAD.cx - half, y: cy - half, width: 2 * half, height: 2 * half },
    mask,
    onProgress: async () => undefined,
  }
}

/** The head's width along its centre row: white pixels of the picture, and of the mask. */
function widths(raster: Raster, mask: Float32Array, row: number) {
  let picture = 0
  let masked = 0
  for (let x = 0; x < W; x++) {
    if (raster.data[(row * W + x) * 3] > 0.5) picture++
    if (mask[row * W + x] > 0.5) masked++
  }
  return { picture, masked }
}

describe("the caricature warp", () => {
  it("makes the whole head half again as big, and the mask with it", async () => {
    const { raster, mask } = headPicture()
    const ctx = context(mask)
    const out = await bulge(raster, { head: 1.5, eyes: 0, pinch: 0 }, ctx)
    const before = widths(raster, mask, HEAD.cy)
    const after = widths(out, ctx.mask!, HEAD.cy)
    expect(after.picture / before.picture).toBeGreaterThan(1.4)
    expect(after.picture / before.picture).toBeLessThan(1.6)
    expect(Math.abs(after.masked - after.picture)).toBeLessThanOrEqual(2)
    // far away, nothing moves
    expect(out.data[(290 * W + 5) * 3]).toBe(raster.data[(290 * W + 5) * 3])
    // the face box follows
    expect(ctx.face!.width).toBeCloseTo((HEAD.r * 1.5) / 0.55, 0)
  })

  it("reads an older recipe's centre strength as the head's growth", async () => {
    const { raster, mask } = headPicture()
    const ctx = context(mask)
    const out = await bulge(raster, { strength: 0.4, pinch: 0 }, { ...ctx, mask: null })
    // `strength` reads as head = 1.4 now; the outline grows by that much
    expect(widths(out, mask, HEAD.cy).picture / widths(raster, mask, HEAD.cy).picture).toBeGreaterThan(1.3)
  })

  it("makes the eyes bigger still", async () => {
    // two dark eyes on the head, where a pet's eyes sit in its head box
    const { raster, mask } = headPicture()
    const ctx = context(mask)
    const face = ctx.face!
    const eyeY = Math.round(face.y + face.height * 0.4)
    const eyeX = Math.round(HEAD.cx - face.width * 0.21)
    for (let y = eyeY - 3; y <= eyeY + 3; y++)
      for (let x = eyeX - 3; x <= eyeX + 3; x++) for (let c = 0; c < 3; c++) raster.data[(y * W + x) * 3 + c] = 0
    const dark = (r: Raster) => {
      let n = 0
      for (let y = 50; y < 150; y++) for (let x = 40; x < 100; x++) if (r.data[(y * W + x) * 3] < 0.5 && mask[y * W + x] > 0) n++
      return n
    }
    const plain = await bulge(raster, { head: 1.5, eyes: 0, pinch: 0 }, context(mask))
    const eyed = await bulge(raster, { head: 1.5, eyes: 0.4, pinch: 0 }, context(mask))
    expect(dark(eyed)).toBeGreaterThan(dark(plain) * 1.3)
  })

  it("does not push a head at the top of the frame out of it", async () => {
    const cy = HEAD.r + 6
    const { raster, mask } = headPicture(cy)
    const ctx = context(mask, cy)
    const out = await bulge(raster, { head: 1.5, eyes: 0, pinch: 0 }, ctx)
    // the top of the head is still inside the picture, below its first rows
    let top = -1
    for (let y = 0; y < H && top < 0; y++) if (out.data[(y * W + HEAD.cx) * 3] > 0.5) top = y
    expect(top).toBeGreaterThan(0)
    expect(widths(out, ctx.mask!, cy).picture).toBeGreaterThan(widths(raster, mask, cy).picture)
  })
})
