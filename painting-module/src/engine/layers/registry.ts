/**
 * Every layer function a recipe may name. Filters register here by name; a recipe naming an
 * unknown function is refused when it is saved or run.
 */
import { IMPRESSIONIST_PRESET, type ImpressionistParams } from "../types"
import { paintImpressionist } from "../impressionist"
import type { LayerFunction } from "./contract"
import { FILTERS } from "../filters"

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

/** Hertzmann strokes; params override the impressionist preset, sizes scale with ctx.scale. */
registerLayerFunction("strokes", async (input, params, ctx) => {
  const p = { ...IMPRESSIONIST_PRESET, ...(params as Partial<ImpressionistParams>) }
  const scaled: ImpressionistParams = {
    ...p,
    radii: p.radii.map((r) => r * ctx.scale),
    minStrokeLength: p.minStrokeLength * ctx.scale,
    maxStrokeLength: p.maxStrokeLength * ctx.scale,
  }
  return paintImpressionist(input, scaled, { seed: ctx.seed, threads: ctx.threads, onProgress: ctx.onProgress })
})

/** The style filters (engine/filters), one per file. */
for (const [name, fn] of Object.entries(FILTERS)) registerLayerFunction(name, fn)
