/**
 * The embedded painterly engine: no GPU, no network. A style is painted by the noPost list
 * of its settings (its default PostProcessSettings, else the recipe of STYLE_RECIPES named by
 * the style's engine key; for paint and face-swap styles the list measured from their picture),
 * run through the layer registry. A style with no noPost list fails with a reason instead of
 * painting something the customer did not choose.
 */
import type { ImpressionistParams, Raster } from "../engine"
// Register colorTransfer and faceSwap beside the style filters.
import "../engine/face-swap"
import type { StyleImageContext } from "../engine/face-swap"
import "../engine/reference"
import { runLayer } from "../engine/layers/run-layers"
import { STYLE_RECIPES } from "../engine/recipes"
import { PaintingFailure, type PaintingProvider, type PaintRequest } from "./painting-provider"

/** Brush sizes and stroke lengths in pixels grow with the output scale. */
export function scaleParams(params: ImpressionistParams, scale: number): ImpressionistParams {
  return {
    ...params,
    radii: params.radii.map((r) => r * scale),
    minStrokeLength: params.minStrokeLength * scale,
    maxStrokeLength: params.maxStrokeLength * scale,
  }
}

/** The engine keys the local engine has a recipe for. */
export const LOCAL_RECIPES = Object.keys(STYLE_RECIPES)

export class LocalProvider implements PaintingProvider {
  readonly id = "local"

  async paint(request: PaintRequest): Promise<Raster> {
    const steps = request.settings?.noPost?.length ? request.settings.noPost : STYLE_RECIPES[request.recipe]?.noPost
    if (!steps?.length) throw new PaintingFailure(`The ${request.recipe} style cannot be painted yet. Please choose another style.`)
    const ctx: StyleImageContext = {
      seed: request.seed,
      scale: request.scale,
      threads: request.threads,
      subject: request.subject ?? null,
      mask: request.mask ?? null,
      face: request.face ?? null,
      styleImage: request.styleImage ?? null,
      onProgress: request.onProgress,
    }
    const { raster, history } = await runLayer("noPost", steps, request.source, ctx, { onProgress: request.onProgress })
    request.history?.push(...history)
    return raster
  }
}
