/**
 * The 13 catalogue styles as recipes (layer settings), by style slug. They seed each style's
 * default PostProcessSettings; the local provider paints a style from its settings.
 */
import type { LayerSettings } from "../layers/contract"

export const STYLE_RECIPES: Record<string, LayerSettings> = {
  impressionist: { noPost: [{ fn: "strokes" }] },
}
