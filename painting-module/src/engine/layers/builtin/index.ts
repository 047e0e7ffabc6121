/**
 * The pipeline's own layer functions (photo, segment, faceMap, final), registered once
 * beside the style filters.
 */
import { layerFunction, registerLayerFunction } from "../registry"
import type { LayerFunction } from "../contract"
import { headBox } from "./face-map"
import { watermark } from "./final"
import { cropToSubject, fitToSize } from "./photo"
import { grabCutMask } from "./segment"

export const BUILTIN_LAYER_FUNCTIONS: Record<string, LayerFunction> = {
  cropToSubject,
  fitToSize,
  grabCutMask,
  headFromMask: headBox,
  watermark,
}

for (const [name, fn] of Object.entries(BUILTIN_LAYER_FUNCTIONS)) {
  if (!layerFunction(name)) registerLayerFunction(name, fn)
}

export { cropBoxAroundSubject, cropToSubject, fitToSize, resizeRaster } from "./photo"
export { segmentSubject, grabCutMask, maskMean, guidedFilter } from "./segment"
export { headFromMask } from "./face-map"
export { watermark, DEFAULT_WATERMARK_TEXT } from "./final"
export { pipelineSize, type PipelineContext } from "./context"
