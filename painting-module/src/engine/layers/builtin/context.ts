/**
 * What the pipeline adds to the layer contract's context: the size the painting is made at
 * (the painting's dimensions times the scale, or a print size), read by the photo layer.
 * The pipeline passes one context object through every layer so that segment and faceMap
 * can leave their mask and face box on it for the layers after them.
 */
import type { LayerContext } from "../contract"

export type PipelineContext = LayerContext & {
  /** Output size in pixels; the photo layer crops and resizes to it. */
  size?: { width: number; height: number }
}

export const pipelineSize = (ctx: LayerContext) => (ctx as PipelineContext).size
