/** Impasto: thick, lit paint with visible bristle grooves. */
import type { LayerSettings } from "../layers/contract"

export const impasto: LayerSettings = {
  noPost: [
    { fn: "strokes", params: { radii: [10, 5, 3], threshold: 60, minStrokeLength: 3, maxStrokeLength: 12, texture: 1 } },
    { fn: "adjust", params: { saturation: 1.15, contrast: 1.05 } },
    { fn: "texture", params: { mode: "impasto", strength: 0.7, relief: 1.2, bristles: 0.5, length: 12, specular: 0.35 } },
  ],
}
