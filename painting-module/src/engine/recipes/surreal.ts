/** Surreal: an impossible sky over a dream desert, the world melting around the pet. */
import type { LayerSettings } from "../layers/contract"

export const surreal: LayerSettings = {
  noPost: [
    { fn: "kuwahara", params: { radius: 5, q: 8 } },
    { fn: "gradientMap", params: { stops: ["#1d2b64", "#3f7f9a", "#f2c57c", "#ffe9d6"], amount: 0.4, normalize: true, region: "subject" } },
    { fn: "dreamscape", params: { horizon: 0.72, shadow: 0.45 } },
    { fn: "melt", params: { amount: 10, subject: 0.15 } },
    { fn: "adjust", params: { saturation: 1.25 } },
    { fn: "glow", params: { threshold: 0.75, sigma: 12, strength: 0.3 } },
    { fn: "texture", params: { mode: "canvas", strength: 0.3 } },
  ],
}
