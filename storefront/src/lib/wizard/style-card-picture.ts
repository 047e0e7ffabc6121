/**
 * The picture of a style card in the wizard's Style step (issue 25): the shopper's own pet in
 * that style once its sample is painted, the style's demo picture until then.
 */
import type { Photo, Style, StyleSample } from "@petshop/contract"
import { aspectOf } from "./painting-shapes"
import { styleImageUrl } from "./use-style"

export type StyleCardPicture = {
  src: string
  width: number
  height: number
  /** The shopper's pet (a sample), not the style's demo picture. */
  sample: boolean
  /** A sample painted by the local engine's closest recipe, standing for a style another painter paints. */
  sketch: boolean
}

/** The shop's demo pictures are 2:3 paintings; their size is not in the style's record. */
export const DEMO_PICTURE_SIZE = { width: 512, height: 768 }

export function styleCardPicture(
  style: Pick<Style, "id" | "publicImage" | "demoImages">,
  samples: StyleSample[] | null | undefined
): StyleCardPicture | null {
  const sample = samples?.find((s) => s.styleId === style.id)
  if (sample) return { src: sample.image, width: sample.width, height: sample.height, sample: true, sketch: sample.sketch }
  const demo = styleImageUrl(style)
  return demo ? { src: demo, ...DEMO_PICTURE_SIZE, sample: false, sketch: false } : null
}

/**
 * Width / height of the cards' pictures: the samples' shape (the painting's proposed frame on the
 * photo), so a sample shows whole; the demo pictures' 2:3 until the photo is framed.
 */
export function styleCardAspect(photo: Pick<Photo, "styleSamples" | "composition"> | null | undefined): number {
  const sample = photo?.styleSamples?.find((s) => s.width > 0 && s.height > 0)
  if (sample) return sample.width / sample.height
  return photo?.composition ? aspectOf(photo.composition.orientation) : 2 / 3
}
