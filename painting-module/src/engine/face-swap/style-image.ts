/** The types a face-swap template travels in, shared by the engine and the providers' paint request. */
import type { Box, LayerContext } from "../layers/contract"
import type { Raster } from "../types"

/** The style's own picture at the painting's size, and which part of the picture (fractions) it shows. */
export type StyleImage = { raster: Raster; crop: Box }

/** The layer context of a painting whose style has a picture (face-swap templates). */
export type StyleImageContext = LayerContext & { styleImage?: StyleImage | null }
