/** Impressionist: broken colour in lively strokes of several sizes (Hertzmann's preset). */
import type { LayerSettings } from "../layers/contract"

export const impressionist: LayerSettings = {
  noPost: [
    { fn: "strokes", params: { radii: [8, 4, 2], jitter: { hue: 0.03, saturation: 0.15, value: 0.1 } } },
    { fn: "adjust", params: { saturation: 1.2 } },
    { fn: "texture", params: { mode: "canvas", strength: 0.3 } },
  ],
}
