/** RGB image, 3 floats per pixel in 0..1, row-major, interleaved. */
export type Raster = { width: number; height: number; data: Float32Array }

export type ImpressionistParams = {
  /** Brush radii in pixels, largest first, e.g. [8, 4, 2]. */
  radii: number[]
  /** T: mean colour error of a grid cell (0..255 Euclidean RGB distance) above which it is repainted. */
  threshold: number
  /** fc: curvature filter, 1 = follow the image's direction field, 0 = straight strokes. */
  curvature: number
  minStrokeLength: number
  maxStrokeLength: number
  /** 0..1 */
  opacity: number
  /** fg: grid spacing = gridFactor * radius. */
  gridFactor: number
  /** fσ: Gaussian sigma of the reference image = blurFactor * radius. */
  blurFactor: number
  /** Optional random colour jitter of each stroke, 0..1 per HSV channel. */
  jitter?: { hue?: number; saturation?: number; value?: number }
  /** 0..1 strength of a subtle paint texture (bristle streaks, impasto edges, canvas weave); 0 = none. */
  texture?: number
}

/** Hertzmann (SIGGRAPH 98) "Impressionist" style, plus a subtle paint texture. */
export const IMPRESSIONIST_PRESET: ImpressionistParams = Object.freeze({
  radii: [8, 4, 2],
  threshold: 100,
  curvature: 1,
  minStrokeLength: 4,
  maxStrokeLength: 16,
  opacity: 1,
  gridFactor: 1,
  blurFactor: 0.5,
  texture: 0.5,
}) as ImpressionistParams

export type RenderOptions = {
  /** Same seed + same input => byte-identical output. */
  seed: number
  /** Compute threads, 1 or more; default 1 (runs on the calling thread). With 2 or more, all
   *  work runs in a persistent worker_threads pool and the output is identical to 1 thread. */
  threads?: number
  /** Called after each brush layer with a copy of the current canvas; fraction in (0, 1]. */
  onProgress?: (frame: Raster, fraction: number) => void | Promise<void>
}
