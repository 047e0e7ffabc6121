/** Watercolor: soft washes, pooled pigment and wet edges dissolving into textured paper. */
import type { LayerSettings } from "../layers/contract"

export const watercolor: LayerSettings = {
  noPost: [
    { fn: "kuwahara", params: { radius: 5, q: 8 } },
    { fn: "watercolor", params: { wash: 0.7, turbulence: 0.25, granulation: 0.35, edgeDarkening: 1.2, pencil: 0.25 } },
    { fn: "texture", params: { mode: "paper", strength: 0.5 } },
  ],
}
