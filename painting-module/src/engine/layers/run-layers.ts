/**
 * The layer runner: a layer's { fn, params } list run in order through the registry, each
 * step timed and recorded. A list naming a function that does not exist is refused before
 * anything runs. `validateLayerSettings` checks a whole settings object (admins' edits).
 */
import { PaintingFailure } from "../../providers/painting-provider"
import type { Raster } from "../types"
import "./builtin"
import { LAYER_NAMES, type LayerContext, type LayerHistoryEntry, type LayerName, type LayerSettings, type LayerStep } from "./contract"
import { layerFunction, layerFunctionNames } from "./registry"

/**
 * What a layer does when the settings leave it out. noPost has no default: it is the
 * style itself (the recipe's list, or a remote provider's picture).
 */
export const DEFAULT_LAYER_SETTINGS: Readonly<Record<LayerName, readonly LayerStep[]>> = Object.freeze({
  photo: [{ fn: "cropToSubject" }, { fn: "fitToSize" }],
  segment: [{ fn: "grabCutMask" }],
  faceMap: [{ fn: "headFromMask" }],
  noPost: [],
  final: [{ fn: "watermark" }],
  noPostHq: [],
  production: [],
})

/** The steps a layer runs with these settings: its own list when it has one, else the default. */
export function layerSteps(settings: LayerSettings | null | undefined, layer: LayerName): LayerStep[] {
  const own = settings?.[layer]
  return (Array.isArray(own) ? own : DEFAULT_LAYER_SETTINGS[layer]).map((s) => ({ fn: s.fn, params: { ...(s.params ?? {}) } }))
}

/** Every layer of the settings with the defaults filled in. */
export function resolveLayerSettings(settings: LayerSettings | null | undefined): Record<LayerName, LayerStep[]> {
  return Object.fromEntries(LAYER_NAMES.map((l) => [l, layerSteps(settings, l)])) as Record<LayerName, LayerStep[]>
}

export type RunLayerOptions = {
  /** Progress of the whole layer, 0..1 (each step gets an equal share). */
  onProgress?: (frame: Raster, fraction: number) => Promise<void>
}

export type LayerRun = { raster: Raster; history: LayerHistoryEntry[] }

/**
 * Runs `steps` in order on `input`. The context is shared by every step (segment and
 * faceMap leave the mask and face box on it); its onProgress is the layer's, scaled.
 */
export async function runLayer(
  layer: LayerName,
  steps: readonly LayerStep[],
  input: Raster,
  ctx: LayerContext,
  options: RunLayerOptions = {}
): Promise<LayerRun> {
  const fns = steps.map((step) => {
    const fn = typeof step?.fn === "string" ? layerFunction(step.fn) : undefined
    if (!fn)
      throw new PaintingFailure(`This style's ${layer} layer names an unknown function "${String(step?.fn)}". Please choose another style.`)
    return fn
  })
  const history: LayerHistoryEntry[] = []
  const outer = ctx.onProgress
  let raster = input
  let reported = 0
  const report = async (frame: Raster, fraction: number) => {
    reported = Math.max(reported, fraction)
    await options.onProgress!(frame, fraction)
  }
  try {
    for (let i = 0; i < steps.length; i++) {
      const params = { ...(steps[i].params ?? {}) }
      ctx.onProgress = options.onProgress
        ? (frame, f) => report(frame, (i + Math.min(1, Math.max(0, f))) / steps.length)
        : async () => undefined
      const started = performance.now()
      raster = await fns[i](raster, params, ctx)
      history.push({
        layer,
        fn: steps[i].fn,
        params,
        ms: Math.round(performance.now() - started),
        width: raster.width,
        height: raster.height,
      })
    }
    // The finished layer is the last frame, when its last steps showed none of their own.
    if (options.onProgress && steps.length && reported < 1) await report(raster, 1)
  } finally {
    ctx.onProgress = outer
  }
  return { raster, history }
}

export type LayerSettingsError = { field: string; message: string }

/** Problems with a settings object, [] when it can be saved and run. */
export function validateLayerSettings(settings: unknown): LayerSettingsError[] {
  const errors: LayerSettingsError[] = []
  if (!settings || typeof settings !== "object" || Array.isArray(settings))
    return [{ field: "settings", message: "Settings must be an object of layers." }]
  const known = new Set(layerFunctionNames())
  for (const [layer, steps] of Object.entries(settings as Record<string, unknown>)) {
    const field = `settings.${layer}`
    if (!(LAYER_NAMES as readonly string[]).includes(layer)) {
      errors.push({ field, message: `Unknown layer ${layer}; layers are ${LAYER_NAMES.join(", ")}.` })
      continue
    }
    if (!Array.isArray(steps)) {
      errors.push({ field, message: "A layer is a list of steps { fn, params }." })
      continue
    }
    steps.forEach((step, i) => {
      const at = `${field}[${i}]`
      if (!step || typeof step !== "object" || Array.isArray(step)) return errors.push({ field: at, message: "A step is { fn, params }." })
      const { fn, params, ...rest } = step as Record<string, unknown>
      if (typeof fn !== "string" || !fn) errors.push({ field: `${at}.fn`, message: "A step names its function (fn)." })
      else if (!known.has(fn)) errors.push({ field: `${at}.fn`, message: `Unknown function ${fn}.` })
      if (params !== undefined && (params === null || typeof params !== "object" || Array.isArray(params)))
        errors.push({ field: `${at}.params`, message: "Params are an object." })
      else if (params !== undefined) {
        try {
          JSON.stringify(params)
        } catch {
          errors.push({ field: `${at}.params`, message: "Params must be plain JSON." })
        }
      }
      for (const key of Object.keys(rest)) errors.push({ field: `${at}.${key}`, message: `Unknown key ${key}; a step has fn and params.` })
    })
  }
  return errors
}
