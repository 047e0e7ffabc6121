/**
 * The 13 catalogue styles as recipes (layer settings), by the styles' `engine` key
 * (seed/data/styles.json). They seed each style's default PostProcessSettings; the local
 * provider paints a style from its settings. One file per style; `noPost` is the painting.
 */
import type { LayerSettings } from "../layers/contract"
import { caricature } from "./caricature"
import { chromaflareExpressionism } from "./chromaflare-expressionism"
import { cosmicEthereal } from "./cosmic-ethereal"
import { darkBackgrounds } from "./dark-backgrounds"
import { heartstringRealism } from "./heartstring-realism"
import { imaginativeCollage } from "./imaginative-collage"
import { impasto } from "./impasto"
import { impressionist } from "./impressionist"
import { minimalist } from "./minimalist"
import { oil } from "./oil"
import { surreal } from "./surreal"
import { synthwave } from "./synthwave"
import { watercolor } from "./watercolor"

export const STYLE_RECIPES: Record<string, LayerSettings> = {
  minimalist,
  watercolor,
  impasto,
  "dark-backgrounds": darkBackgrounds,
  impressionist,
  synthwave,
  "cosmic-ethereal": cosmicEthereal,
  surreal,
  caricature,
  "chromaflare-expressionism": chromaflareExpressionism,
  oil,
  "heartstring-realism": heartstringRealism,
  "imaginative-collage": imaginativeCollage,
}

export { runLayerSteps } from "./run"
