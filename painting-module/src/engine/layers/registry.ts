/**
 * Every layer function a recipe may name. Filters register here by name; a recipe naming an
 * unknown function is refused when it is saved or run.
 */
import { IMPRESSIONIST_PRESET, type ImpressionistParams } from "../types"
import { paintImpressionist } from "../impressionist"
import type { LayerFunction } from "./contract"
import { FILTERS } from "../filters"
import { keepFaceDetail } from "../filters/keep-face-detail"

const functions = new Map<string, LayerFunction>()

export function registerLayerFunction(name: string, fn: LayerFunction): void {
  if (functions.has(name)) throw new Error(`Layer function ${name} is registered twice`)
  functions.set(name, fn)
}

export function layerFunction(name: string): LayerFunction | undefined {
  return functions.get(name)
}

export function layerFunctionNames(): string[] {
  return [...functions.keys()].sort()
}

/**
 * Hertzmann strokes; params override the impressionist preset, sizes scale with ctx.scale.
 * `faceDetail` (0..1, default 0): how much of the picture before the strokes shows through at
 * the face (keepFaceDetail), for styles whose eyes must stay sharp.
 */
registerLayerFunction("strokes", async (input, params, ctx) => {
  const { faceDetail, ...strokeParams } = params as Partial<ImpressionistParams> & { faceDetail?: unknown }
  const p = { ...IMPRESSIONIST_PRESET, ...strokeParams }
  const scaled: ImpressionistParams = {
    ...p,
    radii: p.radii.map((r) => r * ctx.scale),
    minStrokeLength: p.minStrokeLength * ctx.scale,
    maxStrokeLength: p.maxStrokeLength * ctx.scale,
  }
  const painted = await paintImpressionist(input, scaled, { seed: ctx.seed, threads: ctx.threads, onProgress: ctx.onProgress })
  const keep = Math.min(1, Math.max(0, Number(faceDetail) || 0))
  return keep > 0 ? keepFaceDetail(input, painted, keep, ctx) : painted
})

/** The style filters (engine/filters), one per file. */
for (const [name, fn] of Object.entries(FILTERS)) registerLayerFunction(name, fn)
