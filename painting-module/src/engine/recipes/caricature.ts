/** Caricature: a big head on a small body, bright flat colours and bold ink lines. */
import type { LayerSettings } from "../layers/contract"

export const caricature: LayerSettings = {
  noPost: [
    { fn: "bulge", params: { strength: 0.4, pinch: 0.15 } },
    { fn: "kuwahara", params: { radius: 3 } },
    { fn: "background", params: { mode: "replace", colours: ["#ffd23f", "#ffb43f"], feather: 2 } },
    { fn: "quantize", params: { colours: 8, chroma: 1.4, lightness: 4, cleanup: 1 } },
    { fn: "ink", params: { sigma: 1.4, opacity: 1, phi: 80 } },
    { fn: "texture", params: { mode: "paper", strength: 0.2 } },
  ],
}
