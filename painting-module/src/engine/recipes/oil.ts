/** Oil: a traditional portrait with rich colour, blended brushwork, warm light and canvas. */
import type { LayerSettings } from "../layers/contract"

export const oil: LayerSettings = {
  noPost: [
    { fn: "kuwahara", params: { radius: 4 } },
    { fn: "strokes", params: { radii: [8, 4, 2], threshold: 70, opacity: 0.8, curvature: 0.8, texture: 0.7 } },
    { fn: "adjust", params: { warmth: 0.2, contrast: 1.08, saturation: 1.15, glaze: "#ffe2b8", glazeAmount: 0.1 } },
    { fn: "texture", params: { mode: "impasto", strength: 0.35, relief: 0.8, bristles: 0.3, length: 10, specular: 0.2 } },
    { fn: "texture", params: { mode: "canvas", strength: 0.45 } },
    { fn: "vignette", params: { amount: 0.3 } },
  ],
}
