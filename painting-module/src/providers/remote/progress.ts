/**
 * Vendor progress (percent lines in logs, 0..1 fractions, step counters, or nothing at all)
 * onto the painting job's progress callback: one call at a time, never going backwards, at
 * most one stored frame per `minStep` of progress, and 1 only with the finished painting.
 * Until a vendor sends a preview, the frame is the prepared photo.
 */
import type { Raster } from "../../engine/types"

/** An error of our own progress callback (storing a frame): not the vendor's fault, so passed on untouched. */
export class ProgressCallbackError extends Error {
  constructor(readonly original: unknown) {
    super((original as Error)?.message ?? String(original))
  }
}

/** The first fraction reported, as soon as the vendor has accepted the work. */
export const ACCEPTED = 0.02
/** The highest fraction before the result is in hand. */
export const BEFORE_DONE = 0.99

export class ProgressReporter {
  private last = -1
  private frame: Raster
  private chain: Promise<void> = Promise.resolve()
  private error: ProgressCallbackError | null = null
  private finished = false

  constructor(
    private readonly onProgress: (frame: Raster, fraction: number) => Promise<void>,
    source: Raster,
    private readonly minStep = 0.05
  ) {
    this.frame = source
  }

  /** The last fraction passed to the callback (-1 before the first). */
  get reported(): number {
    return this.last
  }

  /**
   * Reports `fraction` (0..1) with `frame` if the vendor sent a preview. Calls are queued, so
   * callers may fire and forget; the returned promise settles when this one is stored.
   */
  report(fraction: number, frame?: Raster): Promise<void> {
    this.chain = this.chain.then(async () => {
      if (this.finished || this.error) return
      if (frame) this.frame = frame
      const value = Math.min(BEFORE_DONE, Math.max(this.last, Number.isFinite(fraction) ? fraction : 0, 0))
      // A newer preview waits for the next step; it is kept as the frame meanwhile.
      if (this.last >= 0 && value - this.last < this.minStep) return
      this.last = value
      try {
        await this.onProgress(this.frame, value)
      } catch (err) {
        this.error = new ProgressCallbackError(err)
      }
    })
    return this.chain
  }

  /** Throws at once if storing a report failed (polling loops call it each round). */
  check(): void {
    if (this.error) throw this.error
  }

  /** Waits for queued reports; throws if storing one failed. */
  async idle(): Promise<void> {
    await this.chain
    if (this.error) throw this.error
  }

  /** The finished painting at 1. */
  async finish(result: Raster): Promise<void> {
    await this.idle()
    this.finished = true
    this.last = 1
    try {
      await this.onProgress(result, 1)
    } catch (err) {
      throw new ProgressCallbackError(err)
    }
  }

  /** Stops reporting (after a failure). */
  stop(): void {
    this.finished = true
  }
}

/** The last "NN%" of tqdm-style log output ("45%|████▌     | 23/50 [00:03<00:04]"), as 0..1, or null. */
export function percentFromLogs(logs: string | null | undefined): number | null {
  if (!logs) return null
  const matches = [...logs.matchAll(/(\d{1,3})%\s*\|/g)]
  if (!matches.length) return null
  const value = Number(matches[matches.length - 1][1])
  return value >= 0 && value <= 100 ? value / 100 : null
}

/** An estimate for services that report nothing while they work: approaches 90% around `expectedMs`. */
export function estimatedFraction(elapsedMs: number, expectedMs: number): number {
  return 0.9 * (1 - Math.exp((-2 * elapsedMs) / Math.max(1, expectedMs)))
}

/** Runs `work` while reporting estimated progress every `everyMs`. */
export async function withEstimatedProgress<T>(
  reporter: ProgressReporter,
  expectedMs: number,
  work: () => Promise<T>,
  everyMs = 2_000
): Promise<T> {
  const started = Date.now()
  const timer = setInterval(() => {
    void reporter.report(Math.max(ACCEPTED, estimatedFraction(Date.now() - started, expectedMs)))
  }, everyMs)
  try {
    return await work()
  } finally {
    clearInterval(timer)
  }
}
