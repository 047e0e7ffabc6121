/**
 * The crop and shape of a new painting (issue 22): the shopper's own crop from the wizard,
 * checked, or else the composition proposed from the photo's analysis (the pets filling the
 * picture). Face-swap styles take their template's shape and need neither.
 */
import { checkPaintingCrop, PaintingCropError, proposeComposition, type AnalysedSubject, type FractionBox } from "@petshop/painting-module"
import { DomainError } from "../lib/errors"

export type PhotoForComposition = {
  orientation: string | null
  width?: number | null
  height?: number | null
  subject?: unknown
  subjects?: unknown
}

export type PaintingComposition = { crop: FractionBox | null; orientation: string | null }

export function composePainting(photo: PhotoForComposition, crop?: FractionBox | null): PaintingComposition {
  const { width, height } = photo
  if (!width || !height) {
    if (crop) throw DomainError.invalid("crop", "This photo cannot be framed yet. Please wait for its analysis.")
    return { crop: null, orientation: photo.orientation }
  }
  if (crop) {
    try {
      return checkPaintingCrop({ width, height }, crop)
    } catch (error) {
      if (error instanceof PaintingCropError) throw DomainError.invalid(error.field, error.message)
      throw error
    }
  }
  const proposal = proposeComposition({
    width,
    height,
    subject: (photo.subject as AnalysedSubject | null) ?? null,
    subjects: Array.isArray(photo.subjects) ? (photo.subjects as AnalysedSubject[]) : null,
  })
  return { crop: proposal.crops[proposal.orientation], orientation: proposal.orientation }
}
