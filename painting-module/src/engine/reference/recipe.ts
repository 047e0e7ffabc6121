/**
 * The noPost list of a paint style, built from its reference's analysis: the photo's colours
 * moved to the reference's (Lab statistics + palette), painted with the reference's brush
 * sizes, stroke lengths and texture, the colours matched once more (strokes average colours
 * and lose some contrast) and a light canvas weave. Plain JSON, so an admin can tune it as
 * the style's post-process settings.
 */
import type { LayerStep } from "../layers/contract"
import type { ReferenceAnalysis } from "./analyse"

export function paintStyleSteps(a: ReferenceAnalysis): LayerStep[] {
  const stats = { mean: a.lab.mean, std: a.lab.std }
  return [
    { fn: "colorTransfer", params: { ...stats, amount: 1, palette: a.palette.map((p) => p.colour), paletteAmount: 0.3 } },
    { fn: "strokes", params: { ...a.strokes, radii: [...a.strokes.radii] } },
    { fn: "colorTransfer", params: { ...stats, amount: 0.6 } },
    { fn: "texture", params: { mode: "canvas", strength: Math.round((0.15 + 0.25 * (a.strokes.texture ?? 0.5)) * 100) / 100 } },
  ]
}
