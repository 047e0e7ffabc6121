/** Minimalist: calm flat background, the pet reduced to a few flat colour shapes. */
import type { LayerSettings } from "../layers/contract"

export const minimalist: LayerSettings = {
  noPost: [
    { fn: "kuwahara", params: { radius: 4, q: 8 } },
    { fn: "background", params: { mode: "replace", colours: ["#f1e9dc", "#e8dcc8"], feather: 3 } },
    { fn: "quantize", params: { colours: 6, cleanup: 2, chroma: 1.05 } },
    { fn: "texture", params: { mode: "paper", strength: 0.25 } },
  ],
}
