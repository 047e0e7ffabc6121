/**
 * What every remote provider shares: one deadline per painting, progress through a
 * ProgressReporter, the vendor's image decoded to a Raster of the requested size, and every
 * failure turned into a PaintingFailure with a readable reason; on a time-out the vendor is
 * asked to stop (cancel, interrupt) so it does not keep spending on a painting nobody awaits.
 */
import type { Raster } from "../../engine/types"
import { PaintingFailure, type PaintingProvider, type PaintRequest } from "../painting-provider"
import type { CommonSettings } from "./config"
import { DeadlineExceeded, toPaintingFailure } from "./errors"
import { Deadline } from "./http"
import { decodeToRaster, fitWithin } from "./images"
import { ProgressCallbackError, ProgressReporter } from "./progress"

export type RemoteRun = {
  /** The size the painting must have (the caller's source size); previews are decoded to it. */
  target: { width: number; height: number }
  deadline: Deadline
  reporter: ProgressReporter
  /** Registers what stops the vendor's work if the deadline passes (cancel, interrupt). */
  onTimeout(stop: () => Promise<unknown>): void
}

export type RemoteOptions = {
  /** First and longest delay between polls of a job's status, in ms. */
  pollMs?: [number, number]
  /** Estimated-progress tick for services that report none, in ms. */
  estimateEveryMs?: number
  /** Smallest progress step worth a stored frame. */
  minProgressStep?: number
}

export abstract class RemoteProvider<S extends CommonSettings> implements PaintingProvider {
  abstract readonly id: string
  /** How the customer reads the service's name in a failure: "The painting service (Replicate)". */
  abstract readonly label: string

  constructor(
    readonly settings: S,
    protected readonly options: RemoteOptions = {}
  ) {}

  /** Sends the work and answers the vendor's image bytes (any format, any size). */
  protected abstract run(request: PaintRequest, run: RemoteRun): Promise<Buffer>

  protected get pollMs(): [number, number] {
    return this.options.pollMs ?? [500, 3_000]
  }

  async paint(request: PaintRequest): Promise<Raster> {
    const deadline = new Deadline(this.settings.timeoutMs)
    const reporter = new ProgressReporter(request.onProgress, request.source, this.options.minProgressStep ?? 0.05)
    const stops: (() => Promise<unknown>)[] = []
    try {
      const target = { width: request.source.width, height: request.source.height }
      // Vendors take images of about a megapixel or two: a print-size source is sent smaller.
      const sent = { ...request, source: await fitWithin(request.source) }
      const bytes = await this.run(sent, { target, deadline, reporter, onTimeout: (stop) => void stops.push(stop) })
      const result = await decodeToRaster(bytes, request.source.width, request.source.height)
      await reporter.finish(result)
      return result
    } catch (err) {
      reporter.stop()
      if (err instanceof ProgressCallbackError) throw err.original
      if (err instanceof DeadlineExceeded) await Promise.all(stops.map((stop) => stop().catch(() => undefined)))
      const failure = toPaintingFailure(err, this.label)
      if (!(err instanceof PaintingFailure)) console.warn(`[painting:${this.id}] ${(err as Error)?.message ?? err} -> ${failure.reason}`)
      throw failure
    }
  }
}
