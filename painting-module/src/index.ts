import { Module } from "@medusajs/framework/utils"
import checkQueueRedis from "./loaders/check-queue-redis"
import PaintingModuleService from "./service"

/** The container key of the painting module: `container.resolve(PAINTING_MODULE)`. */
export const PAINTING_MODULE = "painting"

export default Module(PAINTING_MODULE, {
  service: PaintingModuleService,
  loaders: [checkQueueRedis],
})

export { PaintingModuleService }
export type { PaintingModuleOptions } from "./service"
export { printTargetFor, aspectKey, MIN_PRINT_DPI, type PrintProduct, type PrintTarget } from "./render/print-size"
export { styleSamplesOf, type StyleSamplesRecord } from "./worker/jobs/sample-styles"
export {
  productionTaskId,
  isProductionTaskId,
  stylePictureTaskId,
  isStylePictureTaskId,
  isApplyTaskId,
  appliedStateOf,
  appliedSettingsIdOf,
  withAppliedState,
  type PrintTargetData,
} from "./queues"
export { STYLE_RECIPES } from "./engine/recipes"
export { resolveLayerSettings } from "./engine/layers/run-layers"
export {
  proposeComposition,
  checkPaintingCrop,
  PaintingCropError,
  framedSubjectBox,
  unframedSubjectBoxes,
  shapeOf,
  PAINTING_ASPECTS,
  type Composition,
  type FractionBox,
  type PaintingOrientation,
  type AnalysedSubject,
} from "./composition"
