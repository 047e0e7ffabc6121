/**
 * Paint styles: a style made from an uploaded reference artwork. `analyseReference` measures
 * the artwork once; `paintStyleSteps` turns the measures into a noPost list; the
 * `colorTransfer` layer function is registered here beside the style filters.
 */
import { layerFunction, registerLayerFunction } from "../layers/registry"
import { colorTransfer } from "./color-transfer"

if (!layerFunction("colorTransfer")) registerLayerFunction("colorTransfer", colorTransfer)

export { analyseReference, paletteLab, type ReferenceAnalysis } from "./analyse"
export { colorTransfer, transferColour, type ColorTransferOptions } from "./color-transfer"
export { labStats, type LabStats, type Vec3 } from "./lab"
export { rasterToLab } from "../maths/colour"
export { shrinkRaster } from "../maths/resample"
export { paintStyleSteps } from "./recipe"
export { correlation, gradientEnergy, luminanceOf, paletteDistance, paletteOf, statsDistance, structureCorrelation } from "./measures"
