/** Cosmic/Ethereal: the pet, brushed in cool paint, glowing softly among nebulae and stars. */
import type { LayerSettings } from "../layers/contract"

export const cosmicEthereal: LayerSettings = {
  noPost: [
    { fn: "kuwahara", params: { radius: 3 } },
    {
      fn: "strokes",
      params: {
        radii: [8, 4, 2],
        threshold: 45,
        curvature: 1,
        opacity: 0.9,
        minStrokeLength: 4,
        maxStrokeLength: 14,
        jitter: { hue: 0.02, saturation: 0.1, value: 0.06 },
        texture: 0.6,
      },
    },
    {
      fn: "gradientMap",
      params: { stops: ["#0b0f2e", "#3a2f7a", "#7d7fd6", "#c9b8ff", "#fff6ff"], amount: 0.55, normalize: true, region: "subject" },
    },
    { fn: "starfield", params: { density: 0.35, nebula: 0.9, sparkle: 0.25 } },
    { fn: "glow", params: { threshold: 0.5, sigma: 14, strength: 0.7, tint: "#cfd8ff" } },
    { fn: "vignette", params: { amount: 0.4, colour: "#05060f" } },
    { fn: "grain", params: { amount: 0.02, size: 1.5 } },
  ],
}
