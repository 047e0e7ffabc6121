/**
 * The one multipart reader of every upload call (photos, style images, proofs and print files,
 * article images, review photos, static files): files stay in memory and are checked before
 * anything is stored. Every way a multipart body can be broken (no boundary, a truncated body,
 * a part without a name, an oversized part header, LF-only lines...) is the client's fault, so
 * each error of the reader is a 400 or 413 on the call's file field, never a 500.
 */
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { randomFileName } from "@petshop/painting-module/config"
import { inspectUpload, UploadRejectedError } from "@petshop/painting-module/photo"
import { reencodeWithoutMetadata } from "@petshop/painting-module/render"
import multer from "multer"
import { ApiError } from "./api-error"
import { NUL_MESSAGE } from "./malformed-input"
import type { PublicImageInput } from "../../workflows/content/steps/store-public-images"

export const CONTENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024

export type AcceptFilesOptions = {
  maxBytes?: number
  /** What one file is called in messages: "photo", "image", "file". */
  noun?: string
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

export function acceptFiles(
  field: string,
  maxCount: number,
  { maxBytes = CONTENT_UPLOAD_MAX_BYTES, noun = "file" }: AcceptFilesOptions = {}
) {
  const upload = multer({
    storage: multer.memoryStorage(),
    // Text fields are short; a body of thousands of parts or a megabyte of headers is an attack.
    limits: { fileSize: maxBytes, files: maxCount, fields: 50, fieldSize: 256 * 1024, parts: maxCount + 50, headerPairs: 100 },
  })
  const handler = maxCount === 1 ? upload.single(field) : upload.array(field, maxCount)
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    handler(req as never, res as never, (err?: unknown) => {
      if (err) return next(uploadError(err, field, maxCount, maxBytes, noun))
      const names = uploadedFiles(req).map((f) => f.originalname ?? "")
      if (names.some((name) => name.includes("\u0000"))) return next(ApiError.badRequest(field, NUL_MESSAGE))
      next()
    })
  }
}

/** Any error of the multipart reader as the call's field error. */
function uploadError(err: unknown, field: string, maxCount: number, maxBytes: number, noun: string): ApiError {
  const { code, field: sentField } = err as { code?: string; field?: string }
  const plural = `${noun}s`
  switch (code) {
    case "LIMIT_FILE_SIZE":
      return new ApiError(413, `${plural[0].toUpperCase()}${plural.slice(1)} can be at most ${megabytes(maxBytes)}.`, { field })
    case "LIMIT_UNEXPECTED_FILE":
    case "LIMIT_FILE_COUNT":
      if (sentField && sentField !== field) return ApiError.badRequest(field, `Send the ${noun} in the field ${field}, not ${sentField}.`)
      return ApiError.badRequest(field, maxCount === 1 ? `Send one ${noun} at a time.` : `Send at most ${maxCount} ${plural} at a time.`)
    case "LIMIT_FIELD_KEY":
    case "LIMIT_FIELD_VALUE":
    case "LIMIT_FIELD_COUNT":
    case "LIMIT_PART_COUNT":
      return ApiError.badRequest(field, "The form has too many or too long fields.")
    default: {
      // Busboy's own errors: "Multipart: Boundary not found", "Unexpected end of form", ...
      const reason = (err as Error)?.message ? ` (${String((err as Error).message).slice(0, 80)})` : ""
      return ApiError.badRequest(
        field,
        `The upload could not be read${reason}. Send it as multipart/form-data with the ${noun} in the field ${field}.`
      )
    }
  }
}

type UploadedFile = { buffer: Buffer; originalname?: string }

export function uploadedFiles(req: MedusaRequest): UploadedFile[] {
  const r = req as MedusaRequest & { file?: UploadedFile; files?: UploadedFile[] }
  return r.files ?? (r.file ? [r.file] : [])
}

/** A checked upload as the content workflows store it, with its inline placeholder. */
export type CheckedImage = Required<PublicImageInput>

/** A real image (JPEG, PNG, WebP...) of sensible size, ready for the File Module; else 400 on `field`. */
export async function checkImage(file: UploadedFile, field: string): Promise<CheckedImage> {
  try {
    await inspectUpload(file.buffer, { maxBytes: CONTENT_UPLOAD_MAX_BYTES })
  } catch (err) {
    if (err instanceof UploadRejectedError) throw new ApiError(err.code === "TOO_LARGE" ? 413 : 400, err.message, { field })
    throw err
  }
  // Stored and served re-encoded, upright and without EXIF/XMP/IPTC (GPS position included),
  // under a random name rather than the uploader's file name (issue 18).
  let clean
  try {
    clean = await reencodeWithoutMetadata(file.buffer)
  } catch {
    throw ApiError.badRequest(field, "This image could not be read. Please upload it as a JPEG, PNG or WebP.")
  }
  return {
    filename: randomFileName(clean.extension),
    mimeType: clean.mimeType,
    contentBase64: clean.bytes.toString("base64"),
    width: clean.width,
    height: clean.height,
    sizeBytes: clean.bytes.length,
    placeholder: clean.placeholder,
  }
}
