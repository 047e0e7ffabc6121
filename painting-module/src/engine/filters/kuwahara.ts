/**
 * Anisotropic Kuwahara filter (Kyprianidis, Kang, Döllner, "Image and video abstraction by
 * anisotropic Kuwahara filtering", 2009) with the polynomial sector weights of Kyprianidis
 * 2011. Per pixel, an ellipse aligned with the local structure (smoothed structure tensor of
 * the RGB gradient) is split into 8 overlapping sectors; the output is the sectors' means
 * weighted by 1 / (1 + (255 sigma²)^(q/2)), so flat areas become smooth paint and edges stay
 * crisp along the direction of the structure.
 *
 * Params (preview pixels): radius 5, q 8 (sharpness), alpha 1 (anisotropy), tensorSigma 2.
 * Large radii (print scale) run on a reduced copy and are upsampled: beyond ~8 px the result
 * is smooth at that scale anyway, and the cost grows with radius².
 */
import type { LayerFunction } from "../layers/contract"
import type { Raster } from "../types"
import { gaussBlur } from "../maths/blur"
import { num } from "./common"
import { downsampleBand, tensorBand, upsampleBand } from "./bands"
import { alloc, downsampleAsync, runBands, structureTensorAsync, upsampleAsync } from "./parallel"

export { kuwaharaBand, type KuwaharaTask } from "./kuwahara-band"

/** Largest working radius in pixels; larger requests run on a downscaled copy. */
const MAX_WORK_RADIUS = 8

export type KuwaharaOptions = { radius: number; q: number; alpha: number; tensorSigma: number; threads: number }

export const kuwahara: LayerFunction = async (input, params, ctx) => {
  const radius = num(params, "radius", 5, 1, 64) * ctx.scale
  return anisotropicKuwahara(input, {
    radius,
    q: num(params, "q", 8, 1, 32),
    alpha: num(params, "alpha", 1, 0.1, 10),
    tensorSigma: num(params, "tensorSigma", 2, 0.5, 16) * ctx.scale,
    threads: ctx.threads,
  })
}

export async function anisotropicKuwahara(input: Raster, o: KuwaharaOptions): Promise<Raster> {
  const factor = o.radius > MAX_WORK_RADIUS ? Math.ceil(o.radius / MAX_WORK_RADIUS) : 1
  if (factor > 1) {
    const small = await downsampleAsync(input.data, input.width, input.height, factor, 3, o.threads)
    const out = await anisotropicKuwahara(small, { ...o, radius: o.radius / factor, tensorSigma: o.tensorSigma / factor })
    return {
      width: input.width,
      height: input.height,
      data: await upsampleAsync(out.data, out.width, out.height, input.width, input.height, 3, o.threads),
    }
  }
  const { width: w, height: h } = input
  const tensor = await structureTensorAsync(input.data, w, h, o.tensorSigma, o.threads)
  const dst = alloc(w * h * 3, o.threads)
  await runBands(o.threads, h, {
    kind: "kuwahara",
    width: w,
    height: h,
    src: input.data,
    tensor,
    dst,
    radius: o.radius,
    q: o.q,
    alpha: o.alpha,
  })
  return { width: w, height: h, data: dst }
}

/** Smoothed structure tensor (E, F, G per pixel) of the RGB Sobel gradient. */
export function structureTensor(src: Float32Array, w: number, h: number, sigma: number): Float32Array {
  const t = new Float32Array(w * h * 3)
  tensorBand({ kind: "tensor", width: w, height: h, src, dst: t, y0: 0, y1: h })
  return gaussBlur(t, w, h, 3, sigma)
}

/** Area-average downsample by an integer factor (edge blocks averaged over what exists). */
export function downsample(r: Raster, f: number): Raster {
  const w = Math.ceil(r.width / f)
  const h = Math.ceil(r.height / f)
  const dst = new Float32Array(w * h * 3)
  downsampleBand({
    kind: "downsample",
    sw: r.width,
    sh: r.height,
    width: w,
    height: h,
    channels: 3,
    factor: f,
    src: r.data,
    dst,
    y0: 0,
    y1: h,
  })
  return { width: w, height: h, data: dst }
}

/** Bilinear upsample to (w, h), pixel centres aligned. */
export function upsample(r: Raster, w: number, h: number): Raster {
  const dst = new Float32Array(w * h * 3)
  upsampleBand({ kind: "upsample", sw: r.width, sh: r.height, width: w, height: h, channels: 3, factor: 1, src: r.data, dst, y0: 0, y1: h })
  return { width: w, height: h, data: dst }
}
