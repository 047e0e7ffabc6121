/**
 * How far along a painting looks while it is made (spec sections 4 and 9): a 45 s nominal
 * animation that eases to 85% by then and afterwards creeps asymptotically toward 99%, so
 * it slows sharply near the end while the finished assets have not arrived. Only "complete"
 * reaches 100%. Pure functions, so the component and its spec share one curve.
 */
export const NOMINAL_MS = 45_000
/** Where the bar is at 45 s, and where "Finishing up…" takes over from the painting. */
export const FINISHING_AT = 85
/** The bar never passes this before the painting is complete. */
export const CEILING = 99
/** Once the last frame has arrived the bar shows at least this much. */
export const ASSETS_FLOOR = 92

// p(t) = CEILING * (1 - e^(-k t)) with p(NOMINAL_MS) = FINISHING_AT.
const K = Math.log(CEILING / (CEILING - FINISHING_AT)) / NOMINAL_MS

export type ProgressPhase = "queue" | "painting" | "finishing" | "complete" | "failed"

/** The animated percent after `elapsedMs` of painting (0 … 99, monotonic, smooth). */
export function curveAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 0
  return CEILING * (1 - Math.exp(-K * elapsedMs))
}

/** The inverse: how long the curve takes to reach `percent` (used to catch up with real progress). */
export function elapsedFor(percent: number): number {
  if (percent <= 0) return 0
  if (percent >= CEILING) return Infinity
  return -Math.log(1 - percent / CEILING) / K
}

export type ProgressInput = {
  elapsedMs: number
  /** The worker's own fraction in percent, from the live progress frames (if any). */
  reported?: number
  /** The painting is painted and its final images are being written. */
  assetsArrived?: boolean
  status?: string
}

/** The percent to show: the curve, never behind the worker's reported progress, 100 only when complete. */
export function progressAt({ elapsedMs, reported, assetsArrived, status }: ProgressInput): number {
  if (status === "complete") return 100
  let value = curveAt(elapsedMs)
  if (reported !== undefined && Number.isFinite(reported)) value = Math.max(value, Math.min(reported, 100) * (FINISHING_AT / 100))
  if (assetsArrived) value = Math.max(value, ASSETS_FLOOR)
  return Math.min(value, CEILING)
}

/** Which words go with the bar: painting until 85% or the assets arrive, then finishing up, then complete. */
export function progressPhase({
  percent,
  assetsArrived,
  status,
}: {
  percent: number
  assetsArrived?: boolean
  status?: string
}): ProgressPhase {
  if (status === "complete") return "complete"
  if (status === "failed") return "failed"
  if (assetsArrived || percent >= FINISHING_AT) return "finishing"
  if (status === "queue" || status === "idle") return "queue"
  return "painting"
}

export const PHASE_LABELS: Record<ProgressPhase, string> = {
  queue: "Waiting for an easel…",
  painting: "Painting…",
  finishing: "Finishing up…",
  complete: "Your painting is ready",
  failed: "This painting could not be finished",
}
