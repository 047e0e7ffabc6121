/** Surreal: an impossible sky over a dream desert, the world melting around the pet, all in visible paint. */
import type { LayerSettings } from "../layers/contract"

export const surreal: LayerSettings = {
  noPost: [
    { fn: "kuwahara", params: { radius: 3, q: 8 } },
    { fn: "gradientMap", params: { stops: ["#1d2b64", "#3f7f9a", "#f2c57c", "#ffe9d6"], amount: 0.4, normalize: true, region: "subject" } },
    { fn: "dreamscape", params: { horizon: 0.72, shadow: 0.45 } },
    { fn: "melt", params: { amount: 10, subject: 0.15 } },
    {
      fn: "strokes",
      params: { radii: [8, 4, 2], threshold: 55, curvature: 0.9, opacity: 0.9, minStrokeLength: 4, maxStrokeLength: 14, texture: 0.7 },
    },
    { fn: "adjust", params: { saturation: 1.25 } },
    { fn: "glow", params: { threshold: 0.75, sigma: 12, strength: 0.3 } },
    { fn: "texture", params: { mode: "canvas", strength: 0.3 } },
  ],
}
