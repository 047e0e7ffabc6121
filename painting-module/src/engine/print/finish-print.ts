/**
 * The print file from a painting composed at its base size (issue 23): the base enlarged to
 * the print's size and finished at that scale in strips of rows (finish-strip.ts), spread over
 * the engine's worker threads, into one 8-bit RGB buffer that sharp encodes. Memory is the
 * base, the 8-bit print and one strip per thread, whatever the print's size; no full-size
 * float image is ever made.
 */
import { runOnWorker } from "../pool"
import { structureTensorAsync } from "../filters/parallel"
import type { Raster } from "../types"
import { toShared } from "../maths/bands"
import { finishStrips, type FinishStripsTask, type PrintFinish } from "./finish-strip"

export type PrintPixels = { data: Uint8Array; width: number; height: number }

export type FinishPrintOptions = {
  seed: number
  threads: number
  /** Print pixels per 150-DPI pixel (2 at 300 DPI): the finish's sizes grow with it. */
  unit: number
  /** Fraction 0..1 of the strips done. */
  onProgress?: (fraction: number) => Promise<void>
  /** Rows per strip (default stripRows(unit)); the output is the same whatever it is. */
  strip?: number
}

/** Rows per strip: a strip's margin is about 15 rows per unit, so 256 rows keep the overlap near 10 %. */
export const stripRows = (unit: number) => Math.max(64, Math.round(256 / Math.max(1, unit)))

/** Strips a thread gets per message: progress and lock checks happen between messages. */
const STRIPS_PER_MESSAGE = 4

export async function finishPrint(
  base: Raster,
  size: { width: number; height: number },
  finish: PrintFinish,
  opts: FinishPrintOptions
): Promise<PrintPixels> {
  const { width: W, height: H } = size
  const threads = Math.max(1, Math.min(16, Math.floor(opts.threads)))
  const shared = threads > 1
  const baseData = shared ? toShared(base.data) : base.data
  // The strokes' directions at the base's scale (sigma 3 base pixels smooths single bristle marks away).
  const tensor = await structureTensorAsync(baseData, base.width, base.height, 3, threads)
  const out = shared ? new Uint8Array(new SharedArrayBuffer(W * H * 3)) : new Uint8Array(W * H * 3)
  const strip = Math.max(1, Math.floor(opts.strip ?? stripRows(opts.unit)))
  const starts: number[] = []
  for (let y = 0; y < H; y += strip) starts.push(y)
  const task = (list: number[]): FinishStripsTask => ({
    kind: "finishStrips",
    base: baseData,
    bw: base.width,
    bh: base.height,
    tensor,
    width: W,
    height: H,
    out,
    starts: list,
    strip,
    seed: opts.seed,
    unit: opts.unit,
    finish,
  })
  const perRound = shared ? threads * STRIPS_PER_MESSAGE : 1
  for (let i = 0; i < starts.length; i += perRound) {
    const round = starts.slice(i, i + perRound)
    if (!shared) {
      finishStrips(task(round))
      await new Promise<void>((resolve) => setImmediate(resolve))
    } else {
      const jobs: Promise<unknown>[] = []
      for (let k = 0; k < threads; k++) {
        const mine = round.filter((_, j) => j % threads === k)
        if (mine.length) jobs.push(runOnWorker(k, [task(mine)]))
      }
      await Promise.all(jobs)
    }
    await opts.onProgress?.(Math.min(1, (i + round.length) / starts.length))
  }
  return { data: out, width: W, height: H }
}
