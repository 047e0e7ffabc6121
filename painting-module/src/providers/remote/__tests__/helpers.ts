/** Test helpers for the remote providers: a photo-like source, a progress recorder, checks on the result. */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { expect } from "vitest"
import type { Raster } from "../../../engine/types"
import { PaintingFailure, type PaintRequest } from "../../painting-provider"

/** A smooth two-way gradient with a bright disc: easy to recognise after resizing and inversion. */
export function makeSource(width = 96, height = 144): Raster {
  const data = new Float32Array(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const disc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (width / 5) ** 2 ? 0.35 : 0
      data[i] = Math.min(1, 0.1 + (0.6 * x) / width + disc)
      data[i + 1] = Math.min(1, 0.15 + (0.5 * y) / height + disc)
      data[i + 2] = 0.3 + disc
    }
  }
  return { width, height, data }
}

export type ProgressCall = { fraction: number; frame: Raster }

export function paintRequest(source: Raster, over: Partial<PaintRequest> = {}): PaintRequest & { calls: ProgressCall[] } {
  const calls: ProgressCall[] = []
  return {
    source,
    recipe: "oil",
    prompt: "an oil painting of a happy beagle",
    negativePrompt: "blurry, extra legs",
    seed: 1234,
    scale: 1,
    threads: 1,
    onProgress: async (frame, fraction) => {
      calls.push({ fraction, frame })
    },
    calls,
    ...over,
  }
}

/** Mean absolute difference between two rasters of the same size, 0..1. */
export function meanDifference(a: Raster, b: Raster): number {
  expect([a.width, a.height]).toEqual([b.width, b.height])
  let sum = 0
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i] - b.data[i])
  return sum / a.data.length
}

/** The fakes paint by inverting colours: the result must be the source's negative, within resize and JPEG error. */
export function expectInvertedSource(result: Raster, source: Raster, tolerance = 0.05) {
  expect([result.width, result.height]).toEqual([source.width, source.height])
  const inverted: Raster = { ...source, data: source.data.map((v) => 1 - v) }
  expect(meanDifference(result, inverted)).toBeLessThan(tolerance)
  expect(meanDifference(result, source)).toBeGreaterThan(0.2)
}

/** Fractions only go up, stay in (0, 1], and the last one is 1 with the result as its frame. */
export function expectProgressToOne(calls: ProgressCall[], result: Raster) {
  expect(calls.length).toBeGreaterThanOrEqual(2)
  const fractions = calls.map((c) => c.fraction)
  for (let i = 1; i < fractions.length; i++) expect(fractions[i]).toBeGreaterThanOrEqual(fractions[i - 1])
  expect(fractions[0]).toBeGreaterThan(0)
  expect(fractions.slice(0, -1).every((f) => f < 1)).toBe(true)
  expect(fractions[fractions.length - 1]).toBe(1)
  expect(calls[calls.length - 1].frame).toBe(result)
  for (const call of calls) expect([call.frame.width, call.frame.height]).toEqual([result.width, result.height])
}

/** Runs `promise`, expecting a PaintingFailure; answers its reason. */
export async function failureReason(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => {
      throw new Error("expected the painting to fail")
    },
    (e: unknown) => e
  )
  expect(err).toBeInstanceOf(PaintingFailure)
  return (err as PaintingFailure).reason
}

export const common = { timeoutMs: 10_000, strength: 0.6 }
export const fast = { pollMs: [20, 60] as [number, number], estimateEveryMs: 30 }

/** A URL where nothing listens (a port that was free a moment ago). */
export async function closedPortUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}
