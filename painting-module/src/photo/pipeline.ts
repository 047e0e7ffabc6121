/**
 * The photo job in one call: inspect the upload, decode it once into all tiers, and
 * analyse it. The analyser (main thread, WebAssembly) runs while the tiers are still
 * being encoded (libvips, thread pool), so the two overlap.
 */
import { analysePhoto, type PhotoAnalysis } from "./analyse"
import { inspectUpload, DEFAULT_MAX_PIXELS, type UploadInfo, type UploadLimits } from "./inspect"
import { startImageTiers, type ImageTiers } from "./tiers"

export type PhotoTimings = {
  inspectMs: number
  /** Decode + every tier encoded (wall time, overlaps the analysis). */
  tiersMs: number
  /** Analysis alone, from the moment its input existed. */
  analysisMs: number
  totalMs: number
}

export type ProcessedPhoto = {
  upload: UploadInfo
  tiers: ImageTiers
  analysis: PhotoAnalysis
  timings: PhotoTimings
}

/**
 * Inspect + tiers + analysis. Throws `UploadRejectedError` for a refused upload and
 * `PhotoProcessingError` when the photo cannot be decoded or shows no pet; both carry a
 * sentence for the shopper.
 */
export async function processPhoto(bytes: Buffer, limits: UploadLimits = {}): Promise<ProcessedPhoto> {
  const started = performance.now()
  const upload = await inspectUpload(bytes, limits)
  const inspected = performance.now()

  const job = startImageTiers(bytes, { maxPixels: limits.maxPixels ?? DEFAULT_MAX_PIXELS })
  let tiersDone = 0
  let analysisMs = 0
  const tiers = job.done.then((t) => {
    tiersDone = performance.now()
    return t
  })
  const analysis = job.analysisInput.then(async (input) => {
    const t = performance.now()
    const result = await analysePhoto(input)
    analysisMs = performance.now() - t
    return result
  })
  // Wait for both before answering, so no work is left running behind a thrown error.
  const [made, analysed] = await Promise.allSettled([tiers, analysis])
  if (made.status === "rejected") throw made.reason
  if (analysed.status === "rejected") throw analysed.reason
  const finished = performance.now()
  return {
    upload,
    tiers: made.value,
    analysis: analysed.value,
    timings: {
      inspectMs: inspected - started,
      tiersMs: tiersDone - inspected,
      analysisMs,
      totalMs: finished - started,
    },
  }
}
