/** Chromaflare Expressionism: wild gestural strokes in flaring, saturated colour. */
import type { LayerSettings } from "../layers/contract"

export const chromaflareExpressionism: LayerSettings = {
  noPost: [
    {
      fn: "strokes",
      params: {
        radii: [12, 6, 3],
        threshold: 50,
        curvature: 0.5,
        opacity: 0.85,
        minStrokeLength: 8,
        maxStrokeLength: 16,
        jitter: { hue: 0.12, saturation: 0.3, value: 0.15 },
        texture: 0.8,
      },
    },
    { fn: "gradientMap", params: { stops: ["#1b0b3a", "#b0126e", "#ff6a00", "#ffd000", "#fffbe6"], amount: 0.3, normalize: true } },
    { fn: "adjust", params: { saturation: 1.6, contrast: 1.15 } },
    { fn: "glow", params: { threshold: 0.55, sigma: 12, strength: 0.8, tint: "#ffb0e0" } },
  ],
}
