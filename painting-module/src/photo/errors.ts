/**
 * The two ways the photo pipeline says no.
 *
 * - `UploadRejectedError`: the upload itself is refused (wrong kind of file, too big,
 *   cut off...). Its `message` is written for the shopper and can be shown as is next to
 *   the upload field (`field` is always "image").
 * - `PhotoProcessingError`: the upload looked like a photo but we could not use it
 *   (libvips cannot decode it, or there is no pet in it). `reason` is for the shopper too.
 */

export type UploadRejectionCode =
  "TOO_LARGE" | "EMPTY" | "NOT_AN_IMAGE" | "UNSUPPORTED_FORMAT" | "TOO_MANY_PIXELS" | "TRUNCATED" | "UNREADABLE"

export class UploadRejectedError extends Error {
  override readonly name = "UploadRejectedError"
  readonly field = "image" as const

  constructor(
    readonly code: UploadRejectionCode,
    message: string,
    options?: { cause?: unknown }
  ) {
    super(message, options)
  }
}

export type PhotoProcessingCode =
  /** libvips could not decode the pixels (corrupt file, unsupported codec). */
  | "UNDECODABLE"
  /** A HEIC/HEIF photo whose HEVC codec this build of libvips cannot decode. */
  | "HEIC_UNSUPPORTED"
  /** The photo has more pixels than allowed (checked again at decode time). */
  | "TOO_MANY_PIXELS"
  /** No dog, cat or person was found. */
  | "NO_SUBJECT"
  /** The analyser (model or its runtime) could not be loaded or run. */
  | "ANALYSER_FAILED"

export class PhotoProcessingError extends Error {
  override readonly name = "PhotoProcessingError"

  constructor(
    readonly code: PhotoProcessingCode,
    /** A sentence a shopper can read. */
    readonly reason: string,
    options?: { cause?: unknown }
  ) {
    super(reason, options)
  }
}
