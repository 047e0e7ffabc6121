/** Imaginative Collage: the pet cut out and glued over torn, patterned papers. */
import type { LayerSettings } from "../layers/contract"

export const imaginativeCollage: LayerSettings = {
  noPost: [
    { fn: "kuwahara", params: { radius: 3 } },
    { fn: "quantize", params: { colours: 9, cleanup: 1, chroma: 1.15 } },
    { fn: "collage", params: { pieces: 16, border: 5, tear: 4, shadow: 0.35 } },
  ],
}
