/**
 * What the pipeline adds to the layer contract's context: the size the painting is made at
 * (the painting's dimensions times the scale, or a print size), read by the photo layer.
 * The pipeline passes one context object through every layer so that segment and faceMap
 * can leave their mask and face box on it for the layers after them.
 */
import type { Box, LayerContext } from "../contract"
import type { MaskJudgement } from "./judge-mask"

export type PipelineContext = LayerContext & {
  /** Output size in pixels; the photo layer crops and resizes to it. */
  size?: { width: number; height: number }
  /**
   * Where the photo itself is in the raster, when the photo layer's crop reached past the
   * photo and filled the rest (undefined: the raster is all photo). The segment layer fades
   * the mask out over the fill.
   */
  photoArea?: Box | null
  /**
   * The crop the painting was composed with (issue 22), fractions of the upright photo; the
   * photo layer's crop takes it instead of framing the subject itself. Absent for paintings
   * made before compositions were recorded.
   */
  frame?: Box | null
  /**
   * The people and animals in the picture that the painting leaves out (issue 22), in this
   * raster's pixels: the segment layer keeps them out of the pet's mask.
   */
  others?: Box[]
  /** How the segment layer judged its cut, and whether it fell back to the full frame (judge-mask.ts). */
  cut?: MaskJudgement & { fellBack: boolean }
}

export const pipelineSize = (ctx: LayerContext) => (ctx as PipelineContext).size
