/**
 * Face-swap styles: a template artwork whose head region (marked by an admin) takes the pet's
 * head. The `faceSwap` layer function reads the template from the context (`styleImage`, put
 * there by the local provider) and is registered here beside the style filters.
 */
import { layerFunction, registerLayerFunction } from "../layers/registry"
import { faceSwap } from "./composite"

if (!layerFunction("faceSwap")) registerLayerFunction("faceSwap", faceSwap)

export { faceSwap, faceSwapComposite, petFace, headBoxInRaster, parseHeadBox, type FaceSwapOptions } from "./composite"
export type { StyleImage, StyleImageContext } from "./style-image"
export { faceSwapSteps } from "./recipe"
export { coverCrop, loadStyleImage } from "./template"
