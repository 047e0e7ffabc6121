/** Synthwave: neon-graded pet before a striped sunset and a glowing grid. */
import type { LayerSettings } from "../layers/contract"

export const synthwave: LayerSettings = {
  noPost: [
    { fn: "kuwahara", params: { radius: 3 } },
    {
      fn: "gradientMap",
      params: { stops: ["#12002a", "#4b0f7a", "#d61f8c", "#ff7ac8", "#8ff3ff"], amount: 0.85, normalize: true, region: "subject" },
    },
    { fn: "retroScene", params: { horizon: 0.66 } },
    { fn: "neonRim", params: { colour: "#38e1ff", width: 2, strength: 0.8 } },
    { fn: "glow", params: { threshold: 0.55, sigma: 10, strength: 0.6 } },
    { fn: "grain", params: { amount: 0.03 } },
  ],
}
