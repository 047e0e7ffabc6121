/**
 * The embedded painterly engine: no GPU, no network. Each style names a recipe; the
 * impressionist recipe is Hertzmann's stroke-based renderer. Recipes not built yet fail
 * with a reason instead of painting something the customer did not choose.
 */
import { IMPRESSIONIST_PRESET, paintImpressionist, type ImpressionistParams, type Raster } from "../engine"
import { PaintingFailure, type PaintingProvider, type PaintRequest } from "./painting-provider"

type Recipe = (request: PaintRequest) => Promise<Raster>

/** Brush sizes and stroke lengths in pixels grow with the output scale. */
export function scaleParams(params: ImpressionistParams, scale: number): ImpressionistParams {
  return {
    ...params,
    radii: params.radii.map((r) => r * scale),
    minStrokeLength: params.minStrokeLength * scale,
    maxStrokeLength: params.maxStrokeLength * scale,
  }
}

const RECIPES: Record<string, Recipe> = {
  impressionist: ({ source, seed, scale, threads, onProgress }) =>
    paintImpressionist(source, scaleParams(IMPRESSIONIST_PRESET, scale), { seed, threads, onProgress }),
}

export const LOCAL_RECIPES = Object.keys(RECIPES)

export class LocalProvider implements PaintingProvider {
  readonly id = "local"

  paint(request: PaintRequest): Promise<Raster> {
    const recipe = RECIPES[request.recipe]
    if (!recipe) throw new PaintingFailure(`The ${request.recipe} style cannot be painted yet. Please choose another style.`)
    return recipe(request)
  }
}
