/** A painting's settings pinned to the cut-out version it is made with (builtin/cut-version.ts). */
import type { LayerSettings } from "./contract"
import { layerSteps } from "./run-layers"

/** The settings with every segment step pinned to a cut version (recorded in the history as it runs). */
export function withCutVersion(settings: LayerSettings | null | undefined, cut: number): LayerSettings {
  const segment = layerSteps(settings, "segment").map((s) => (s.fn === "grabCutMask" ? { ...s, params: { ...s.params, cut } } : s))
  return { ...(settings ?? {}), segment }
}
