/**
 * Painterly rendering with curved brush strokes of multiple sizes (Hertzmann, SIGGRAPH 98).
 *
 * Per brush radius R, largest first:
 *   1. reference = source blurred with sigma = blurFactor * R          (banded)
 *   2. direction field = smoothed structure tensor of the reference    (banded)
 *   3. plan strokes on a grid of fg*R: cells whose mean colour error against the canvas
 *      exceeds T get a curved stroke from their worst pixel along the normal to the
 *      gradient (banded by grid rows; then concatenated in grid order and shuffled
 *      with the seeded PRNG, so the stroke list never depends on the thread count)
 *   4. paint all strokes in that order; each band writes only its own rows  (banded)
 * The canvas starts as the reference of the largest brush, and the first layer puts a
 * stroke in every cell, so no bare ground shows.
 */
import { runTask, type Task, type PlanTask, STROKE_HEADER } from "./kernels"
import { allocFloats, bandRows } from "./maths/bands"
import { runOnWorker } from "./pool"
import { hash32, mulberry32 } from "./prng"
import type { ImpressionistParams, Raster, RenderOptions } from "./types"

const MAX_THREADS = 16

export async function paintImpressionist(source: Raster, params: ImpressionistParams, options: RenderOptions): Promise<Raster> {
  const { width: w, height: h } = source
  if (!Number.isInteger(w) || !Number.isInteger(h) || w < 1 || h < 1) throw new RangeError("paintImpressionist: bad raster size")
  if (source.data.length !== w * h * 3) throw new RangeError(`paintImpressionist: expected ${w * h * 3} floats, got ${source.data.length}`)
  const radii = params.radii.filter((r) => r > 0)
  if (radii.length === 0) throw new RangeError("paintImpressionist: no brush radii")
  const threads = Math.max(1, Math.min(MAX_THREADS, Math.floor(options.threads ?? 1)))
  const seed = options.seed >>> 0
  const shared = threads > 1
  const alloc = (n: number) => allocFloats(n, shared)

  const src = alloc(w * h * 3)
  src.set(source.data)
  const ref = alloc(w * h * 3)
  const canvas = alloc(w * h * 3)
  const field = alloc(w * h * 3)
  const texture = Math.max(0, Math.min(1, params.texture ?? 0))
  const opacity = Math.max(0, Math.min(1, params.opacity))

  for (let layer = 0; layer < radii.length; layer++) {
    const R = radii[layer]
    await banded(threads, h, (y0, y1) => ({ kind: "blur", width: w, height: h, src, dst: ref, sigma: params.blurFactor * R, y0, y1 }))
    if (layer === 0) canvas.set(ref)
    // the direction field is sampled every R pixels: compute it on blocks of ~R/2
    const fieldFactor = Math.max(1, Math.floor(R / 2))
    await banded(threads, Math.ceil(h / fieldFactor), (y0, y1) => ({
      kind: "field",
      width: w,
      height: h,
      ref,
      field,
      factor: fieldFactor,
      sigma: Math.max(1.5, R),
      seed,
      y0,
      y1,
    }))

    const grid = Math.max(1, Math.round(params.gridFactor * R))
    const planned = await banded(threads, Math.ceil(h / grid), (y0, y1): PlanTask => ({
      kind: "plan",
      width: w,
      height: h,
      ref,
      canvas,
      field,
      fieldFactor,
      radius: R,
      grid,
      threshold: params.threshold,
      curvature: params.curvature,
      minStrokeLength: params.minStrokeLength,
      maxStrokeLength: params.maxStrokeLength,
      first: layer === 0,
      seed,
      layer,
      jitterH: params.jitter?.hue ?? 0,
      jitterS: params.jitter?.saturation ?? 0,
      jitterV: params.jitter?.value ?? 0,
      y0,
      y1,
    }))
    const strokes = shuffleStrokes(planned as Float32Array[], hash32(seed, layer, 0x5eed), alloc)

    const last = layer === radii.length - 1
    await banded(threads, h, (y0, y1) => ({
      kind: "paint",
      width: w,
      height: h,
      canvas,
      strokes,
      radius: R,
      opacity,
      texture,
      finish: last,
      y0,
      y1,
    }))
    if (options.onProgress) {
      await options.onProgress({ width: w, height: h, data: Float32Array.from(canvas) }, (layer + 1) / radii.length)
    }
  }
  return { width: w, height: h, data: Float32Array.from(canvas) }
}

/** Splits [0, total) into `threads` equal bands and runs them (locally when threads = 1). */
async function banded(threads: number, total: number, make: (y0: number, y1: number) => Task): Promise<(Float32Array | undefined)[]> {
  if (threads === 1) {
    const result = runTask(make(0, total))
    // let the event loop breathe between phases
    await new Promise<void>((resolve) => setImmediate(resolve))
    return [result]
  }
  const jobs: Promise<(Float32Array | undefined)[]>[] = []
  for (let i = 0; i < threads; i++) {
    jobs.push(runOnWorker(i, [make(...bandRows(total, threads, i))]))
  }
  return (await Promise.all(jobs)).map((r) => r[0])
}

/** Concatenates the planned strokes in grid order and shuffles them with the seeded PRNG. */
function shuffleStrokes(parts: Float32Array[], seed: number, alloc: (n: number) => Float32Array): Float32Array {
  const refs: { part: Float32Array; off: number; len: number }[] = []
  let total = 0
  for (const part of parts) {
    let off = 0
    while (off < part.length) {
      const len = STROKE_HEADER + 2 * part[off]
      refs.push({ part, off, len })
      total += len
      off += len
    }
  }
  const rand = mulberry32(seed)
  for (let i = refs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    const tmp = refs[i]
    refs[i] = refs[j]
    refs[j] = tmp
  }
  const out = alloc(total)
  let o = 0
  for (const r of refs) {
    out.set(r.part.subarray(r.off, r.off + r.len), o)
    o += r.len
  }
  return out
}
