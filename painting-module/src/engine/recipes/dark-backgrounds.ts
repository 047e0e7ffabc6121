/** Dark Backgrounds: an old-master portrait lit against deep shadow. */
import type { LayerSettings } from "../layers/contract"

export const darkBackgrounds: LayerSettings = {
  noPost: [
    { fn: "background", params: { mode: "darken", colours: ["#0d0a07"], feather: 12 } },
    { fn: "strokes", params: { radii: [6, 3, 2], threshold: 80, texture: 0.6 } },
    { fn: "adjust", params: { warmth: 0.3, contrast: 1.1, glaze: "#ffd9a0", glazeAmount: 0.15 } },
    { fn: "vignette", params: { amount: 0.6 } },
    { fn: "texture", params: { mode: "canvas", strength: 0.4 } },
  ],
}
