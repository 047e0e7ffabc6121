/**
 * The noPost list of a face-swap style: the pet's head into the template's head region, then
 * the whole picture repainted with strokes measured on the template (kept fine enough for the
 * pet's face to stay recognisable) so head and template share one brushwork, and a light
 * canvas weave.
 */
import type { Box, LayerStep } from "../layers/contract"
import type { ReferenceAnalysis } from "../reference/analyse"

export function faceSwapSteps(headBox: Box, template: ReferenceAnalysis | null): LayerStep[] {
  const strokes = template?.strokes
  const big = Math.min(6, strokes?.radii[0] ?? 5)
  return [
    { fn: "faceSwap", params: { headBox: { ...headBox }, feather: 0.22, margin: 0.08, harmonize: 0.5, backdrop: 0.9 } },
    {
      fn: "strokes",
      params: {
        radii: [big, Math.max(1.5, big / 2), 1.5].map((r) => Math.round(r * 10) / 10),
        threshold: Math.min(60, strokes?.threshold ?? 60),
        curvature: strokes?.curvature ?? 0.8,
        minStrokeLength: Math.max(2, big * 0.4),
        maxStrokeLength: Math.max(6, Math.min(24, strokes?.maxStrokeLength ?? 12)),
        opacity: 1,
        texture: strokes?.texture ?? 0.5,
      },
    },
    { fn: "texture", params: { mode: "canvas", strength: 0.25 } },
  ]
}
