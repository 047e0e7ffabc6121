/**
 * Heartstring Realism: tender, finely brushed detail in soft warm light, background out of focus;
 * the eyes and face keep the photo's sharpness through the strokes (faceDetail).
 */
import type { LayerSettings } from "../layers/contract"

export const heartstringRealism: LayerSettings = {
  noPost: [
    { fn: "background", params: { mode: "blur", blur: 8, feather: 10 } },
    {
      fn: "strokes",
      params: { radii: [6, 3, 1.5], threshold: 40, minStrokeLength: 3, maxStrokeLength: 10, texture: 0.35, faceDetail: 0.75 },
    },
    { fn: "adjust", params: { warmth: 0.4, saturation: 0.92, contrast: 0.95, brightness: 0.02 } },
    { fn: "glow", params: { threshold: 0.65, sigma: 24, strength: 0.4, tint: "#ffd8b0" } },
    { fn: "vignette", params: { amount: 0.55, colour: "#3a2414", inner: 0.3 } },
    { fn: "texture", params: { mode: "canvas", strength: 0.2 } },
  ],
}
