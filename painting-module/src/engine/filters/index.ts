/**
 * The style filters, by the name recipes use (registered in ../layers/registry.ts).
 * One file per filter; README.md of the engine lists their parameters.
 */
import type { LayerFunction } from "../layers/contract"
import { adjust } from "./adjust"
import { background } from "./background"
import { bulge } from "./bulge"
import { collage } from "./collage"
import { glow } from "./glow"
import { gradientMap } from "./gradient-map"
import { grain } from "./grain"
import { ink } from "./ink"
import { kuwahara } from "./kuwahara"
import { quantize } from "./quantize"
import { starfield } from "./starfield"
import { dreamscape, melt } from "./surreal"
import { neonRim, retroScene } from "./synthwave"
import { texture } from "./texture"
import { vignette } from "./vignette"
import { watercolor } from "./watercolor"

export const FILTERS: Record<string, LayerFunction> = {
  adjust,
  background,
  bulge,
  collage,
  dreamscape,
  glow,
  gradientMap,
  grain,
  ink,
  kuwahara,
  melt,
  neonRim,
  quantize,
  retroScene,
  starfield,
  texture,
  vignette,
  watercolor,
}
