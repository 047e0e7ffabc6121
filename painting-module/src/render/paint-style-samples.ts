/**
 * The style sampler's paintings (issue 25): one photo painted small in many styles, as cheaply
 * as it can be. The photo is decoded, framed, cut out and its head found once (photo → segment →
 * faceMap with the default layers, as the real painting frames it); then each style paints
 * noPost from that one source, with a context of its own (a style's warp changes its mask).
 */
import type { Raster } from "../engine"
import type { PipelineContext } from "../engine/layers/builtin/context"
import type { LayerSettings } from "../engine/layers/contract"
import { LocalProvider } from "../providers/local-provider"
import type { SubjectBox } from "../photo"
import { paintThroughLayers } from "./paint-pipeline"

/** A sample is the painting's preview (512x768, 768x512, 640x640) at this scale: brushes shrink with it. */
export const SAMPLE_SCALE = 0.375
export const SAMPLE_SIZES = {
  portrait: { width: 192, height: 288 },
  landscape: { width: 288, height: 192 },
  square: { width: 240, height: 240 },
} as const

/** One style to sample: the local recipe (or the closest one, for a style another provider paints) and its settings. */
export type SampleStyle = { id: string; recipe: string; settings: LayerSettings | null }

export type StyleSamplesInput = {
  original: Buffer
  subject: SubjectBox | null
  frame: SubjectBox | null
  others: SubjectBox[]
  size: { width: number; height: number }
  seed: number
  threads: number
  styles: SampleStyle[]
  /**
   * Called with each style's painting as it is made; answering false stops the sampler before
   * the next style (the worker yields to real paintings waiting on its queue).
   */
  onSample: (style: SampleStyle, raster: Raster) => Promise<boolean>
}

const local = new LocalProvider()

/** Paints the styles in order; returns how many were painted before the sampler stopped or finished. */
export async function paintStyleSamples(input: StyleSamplesInput): Promise<number> {
  let painted = 0
  const scale = SAMPLE_SCALE
  await paintThroughLayers({
    original: input.original,
    subject: input.subject,
    frame: input.frame,
    others: input.others,
    size: input.size,
    scale,
    seed: input.seed,
    threads: input.threads,
    settings: null,
    paint: async (source, shared) => {
      for (const style of input.styles) {
        const ctx: PipelineContext = {
          ...shared,
          mask: shared.mask && new Float32Array(shared.mask),
          face: shared.face && { ...shared.face },
          subject: shared.subject && { ...shared.subject },
        }
        const raster = await local.paint({
          source,
          recipe: style.recipe,
          prompt: null,
          negativePrompt: null,
          seed: input.seed,
          scale,
          threads: input.threads,
          onProgress: async () => undefined,
          settings: style.settings ?? undefined,
          subject: ctx.subject,
          mask: ctx.mask,
          face: ctx.face,
        })
        painted++
        if (!(await input.onSample(style, raster))) break
      }
      return source
    },
  })
  return painted
}
