/**
 * The painting engine's post-process layers and the functions its registry knows
 * (painting-module/src/engine/layers: contract LAYER_NAMES, builtin and FILTERS, "strokes").
 */
export const LAYER_NAMES = ["photo", "segment", "faceMap", "noPost", "final", "noPostHq", "production"] as const
export type LayerName = (typeof LAYER_NAMES)[number]

export const LAYER_FUNCTIONS = [
  "cropToSubject",
  "fitToSize",
  "grabCutMask",
  "headFromMask",
  "watermark",
  "strokes",
  "adjust",
  "background",
  "bulge",
  "collage",
  "dreamscape",
  "glow",
  "gradientMap",
  "grain",
  "ink",
  "kuwahara",
  "melt",
  "neonRim",
  "quantize",
  "retroScene",
  "starfield",
  "texture",
  "vignette",
  "watercolor",
  // Paint styles (a reference artwork's colours) and face-swap styles (the template's head region).
  "colorTransfer",
  "faceSwap",
] as const

/** The engine's defaults for layers a style has not set. */
export const DEFAULT_LAYERS: Record<LayerName, { fn: string; params?: Record<string, unknown> }[]> = {
  photo: [{ fn: "cropToSubject" }, { fn: "fitToSize" }],
  segment: [{ fn: "grabCutMask" }],
  faceMap: [{ fn: "headFromMask" }],
  noPost: [],
  final: [{ fn: "watermark" }],
  noPostHq: [],
  production: [],
}
