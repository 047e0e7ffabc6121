/**
 * Runs one layer's steps in order through the registry (the painting pipeline has its own
 * runner with history and storage; this is the plain core that tests and benchmarks use).
 */
import type { LayerContext, LayerStep } from "../layers/contract"
import { layerFunction } from "../layers/registry"
import type { Raster } from "../types"

export async function runLayerSteps(steps: LayerStep[], input: Raster, ctx: LayerContext): Promise<Raster> {
  let current = input
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]
    const fn = layerFunction(step.fn)
    if (!fn) throw new Error(`Unknown layer function ${step.fn}`)
    const k = i
    current = await fn(current, step.params ?? {}, {
      ...ctx,
      onProgress: (frame, fraction) => ctx.onProgress(frame, (k + fraction) / steps.length),
    })
    await ctx.onProgress(current, (i + 1) / steps.length)
  }
  return current
}
