/** Caricature: a big head with big eyes on a small body, bright flat colours and bold ink lines. */
import type { LayerSettings } from "../layers/contract"

export const caricature: LayerSettings = {
  noPost: [
    { fn: "bulge", params: { head: 1.55, eyes: 0.3, pinch: 0.2 } },
    { fn: "kuwahara", params: { radius: 3 } },
    { fn: "background", params: { mode: "replace", colours: ["#ffd23f", "#ffb43f"], feather: 2 } },
    { fn: "quantize", params: { colours: 8, chroma: 1.4, lightness: 4, cleanup: 1 } },
    { fn: "ink", params: { sigma: 1.8, opacity: 1, phi: 90 } },
    { fn: "texture", params: { mode: "paper", strength: 0.2 } },
  ],
}
