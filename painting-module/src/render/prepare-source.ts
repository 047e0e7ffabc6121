/**
 * The painting's input (the spec's `photo` layer with its default steps): the photo upright,
 * cropped to the painting's aspect ratio around the subject so the pet stays in frame, at
 * the size the engine paints. The steps themselves are the layer functions `cropToSubject`
 * and `fitToSize` (engine/layers/builtin/photo.ts); the paint jobs run them through the
 * layer runner (paint-pipeline.ts).
 */
import type { Raster } from "../engine"
import { cropBoxAroundSubject } from "../engine/layers/builtin/photo"
import type { PipelineContext } from "../engine/layers/builtin/context"
import { layerSteps, runLayer } from "../engine/layers/run-layers"
import type { SubjectBox } from "../photo"
import { decodePhoto } from "./paint-pipeline"

export type { SubjectBox }

/**
 * The crop (in pixels of the upright photo) of the given aspect that best frames the subject
 * (a box in fractions): the pet with room around it. For a close-up whose shape differs
 * from the painting's it may reach past the photo's edges (negative left/top, or past its
 * width/height); `cropToSubject` fills that part.
 */
export function cropAroundSubject(
  image: { width: number; height: number },
  aspect: number,
  subject: SubjectBox | null
): { left: number; top: number; width: number; height: number } {
  const box = subject && {
    x: subject.x * image.width,
    y: subject.y * image.height,
    width: subject.width * image.width,
    height: subject.height * image.height,
  }
  const crop = cropBoxAroundSubject(image, aspect, box)
  return { left: crop.x, top: crop.y, width: crop.width, height: crop.height }
}

/** The photo layer's default steps on a photo. */
export async function prepareSource(
  original: Buffer,
  size: { width: number; height: number },
  subject: SubjectBox | null,
  maxPixels = 50_000_000
): Promise<Raster> {
  const photo = await decodePhoto(original, size, maxPixels)
  const ctx: PipelineContext = {
    seed: 0,
    scale: 1,
    threads: 1,
    subject: subject && {
      x: subject.x * photo.width,
      y: subject.y * photo.height,
      width: subject.width * photo.width,
      height: subject.height * photo.height,
    },
    mask: null,
    face: null,
    size,
    onProgress: async () => undefined,
  }
  return (await runLayer("photo", layerSteps(null, "photo"), photo, ctx)).raster
}
