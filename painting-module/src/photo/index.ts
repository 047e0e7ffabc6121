/**
 * The photo pipeline: check an upload, decode it once into the tiers the shop serves,
 * and find the pet (or person) in it. See README.md in this folder.
 */
export { UploadRejectedError, PhotoProcessingError } from "./errors"
export type { UploadRejectionCode, PhotoProcessingCode } from "./errors"

export { inspectUpload, DEFAULT_MAX_BYTES, DEFAULT_MAX_PIXELS } from "./inspect"
export type { UploadInfo, UploadFormat, UploadLimits } from "./inspect"

export {
  makeImageTiers,
  startImageTiers,
  configureSharp,
  TIER_NAMES,
  TIER_LONG_SIDE,
  ANALYSIS_LONG_SIDE,
  WEBP_QUALITY,
  JPEG_QUALITY,
} from "./tiers"
export type { ImageTiers, ImageTier, TierName, TierOptions, TierJob, RawRgbImage } from "./tiers"

export { analysePhoto, warmUpPhotoAnalyser, disposePhotoAnalyser, NO_PET_REASON, ANIMAL_MIN_SCORE, PERSON_MIN_SCORE } from "./analyse"
export type { PhotoAnalysis, Subject, SubjectBox, SubjectKind, AnalysisInput } from "./analyse"
export type { ColorShare } from "./color"

export { makePlaceholder, PLACEHOLDER_LONG_SIDE } from "./placeholder"
export { webpCopy, SMALL_PICTURE_WEBP_QUALITY } from "./webp-copy"
export { avifCopy, SMALL_PICTURE_AVIF_QUALITY } from "./avif-copy"

export { processPhoto } from "./pipeline"
export type { ProcessedPhoto, PhotoTimings } from "./pipeline"
