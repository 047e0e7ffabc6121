/**
 * Banded execution of filter kernels: one thread runs the whole range on the calling thread;
 * N threads split the rows into N bands and run them in the engine's worker pool over
 * SharedArrayBuffers. Kernels compute every pixel the same way whatever band it is in, so
 * the output is byte-identical for any thread count.
 *
 * The async helpers below (blur, noise, tensor, resize, shade) are the banded versions of
 * the filters' building blocks; with threads > 1 they return SharedArrayBuffer-backed arrays
 * so the next banded step reads them without a copy.
 */
import { runOnWorker } from "../pool"
import { runFilterTask, type FilterTask } from "./tasks"
import { allocFloats, bandRows, toShared } from "../maths/bands"
import { maxAbs } from "../maths/blur"

/** A task without its row range (distributes over the union of task kinds). */
export type BandedTask = FilterTask extends infer T ? (T extends FilterTask ? Omit<T, "y0" | "y1"> : never) : never

/** A zeroed Float32Array, shared between threads when more than one will use it. */
export function alloc(n: number, threads: number): Float32Array {
  return allocFloats(n, threads > 1)
}

/** Runs `task` over rows [0, total); its `dst` array receives the result. */
export async function runBands(threads: number, total: number, task: BandedTask): Promise<void> {
  const n = Math.max(1, Math.min(16, Math.floor(threads)))
  if (n === 1 || total < 64) {
    runFilterTask({ ...task, y0: 0, y1: total } as FilterTask)
    await new Promise<void>((resolve) => setImmediate(resolve))
    return
  }
  const shared: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(task)) shared[k] = v instanceof Float32Array ? toShared(v) : v
  const jobs: Promise<unknown>[] = []
  for (let i = 0; i < n; i++) {
    const [y0, y1] = bandRows(total, n, i)
    jobs.push(runOnWorker(i, [{ ...shared, y0, y1 } as unknown as FilterTask]))
  }
  await Promise.all(jobs)
  const dst = (task as unknown as { dst: Float32Array }).dst
  const sdst = shared.dst as Float32Array
  if (sdst !== dst) dst.set(sdst)
}

/** Almost-Gaussian blur (maths/blur.ts gaussBand) of a c-channel image; a new array. */
export async function blur(data: Float32Array, w: number, h: number, c: number, sigma: number, threads: number): Promise<Float32Array> {
  const dst = alloc(w * h * c, threads)
  await runBands(threads, h, { kind: "gauss", width: w, height: h, channels: c, sigma, maxAbs: maxAbs(data), src: data, dst })
  return dst
}

/** noiseField (common.ts), banded. */
export async function noise(
  seed: number,
  w: number,
  h: number,
  period: number,
  octaves: number,
  gain: number,
  threads: number
): Promise<Float32Array> {
  const dst = alloc(w * h, threads)
  await runBands(threads, h, { kind: "noise", width: w, height: h, seed, period, octaves, gain, dst })
  return dst
}

/** Smoothed structure tensor (E, F, G per pixel) of the RGB Sobel gradient, banded. */
export async function structureTensorAsync(src: Float32Array, w: number, h: number, sigma: number, threads: number): Promise<Float32Array> {
  const t = alloc(w * h * 3, threads)
  await runBands(threads, h, { kind: "tensor", width: w, height: h, src, dst: t })
  return blur(t, w, h, 3, sigma, threads)
}

/** Bilinear upsample of a c-channel image to (w, h). */
export async function upsampleAsync(
  src: Float32Array,
  sw: number,
  sh: number,
  w: number,
  h: number,
  c: number,
  threads: number
): Promise<Float32Array> {
  const dst = alloc(w * h * c, threads)
  await runBands(threads, h, { kind: "upsample", sw, sh, width: w, height: h, channels: c, factor: 1, src, dst })
  return dst
}

/** Area-average downsample by an integer factor; returns the array and its size. */
export async function downsampleAsync(
  src: Float32Array,
  sw: number,
  sh: number,
  factor: number,
  c: number,
  threads: number
): Promise<{ data: Float32Array; width: number; height: number }> {
  const w = Math.ceil(sw / factor)
  const h = Math.ceil(sh / factor)
  const dst = alloc(w * h * c, threads)
  await runBands(threads, h, { kind: "downsample", sw, sh, width: w, height: h, channels: c, factor, src, dst })
  return { data: dst, width: w, height: h }
}
