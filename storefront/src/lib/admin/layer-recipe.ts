/** The post-process recipe as the editor holds it (params as JSON text) and as the API takes it. */
import type { LayerStep, PostProcess } from "./admin-types"
import { DEFAULT_LAYERS, LAYER_NAMES, type LayerName } from "./layer-names"

export type Recipe = Record<LayerName, { fn: string; params: string }[]>

export function toRecipe(settings: PostProcess["settings"]): Recipe {
  return Object.fromEntries(
    LAYER_NAMES.map((name) => {
      const own = settings?.[name]
      const steps: LayerStep[] = Array.isArray(own) ? own : DEFAULT_LAYERS[name]
      return [name, steps.map((s) => ({ fn: s.fn, params: s.params && Object.keys(s.params).length ? JSON.stringify(s.params) : "" }))]
    })
  ) as Recipe
}

/** The recipe as the API takes it; a step whose params are not a JSON object names its place. */
export function fromRecipe(recipe: Recipe): { settings?: Record<LayerName, LayerStep[]>; error?: string } {
  const settings = {} as Record<LayerName, LayerStep[]>
  for (const name of LAYER_NAMES) {
    settings[name] = []
    for (const [i, step] of recipe[name].entries()) {
      let params: Record<string, unknown> | undefined
      if (step.params.trim()) {
        try {
          const parsed: unknown = JSON.parse(step.params)
          if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error()
          params = parsed as Record<string, unknown>
        } catch {
          return { error: `${name} step ${i + 1}: params must be a JSON object, like {"amount": 0.5}.` }
        }
      }
      settings[name].push(params ? { fn: step.fn, params } : { fn: step.fn })
    }
  }
  return { settings }
}
