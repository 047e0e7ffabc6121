/**
 * Multipart uploads of the content calls (article image, review photos, static files):
 * kept in memory and checked before anything is stored; multer's limit errors become
 * field errors of the call's own file field.
 */
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { inspectUpload, UploadRejectedError } from "@petshop/painting-module/photo"
import multer from "multer"
import { ApiError } from "./api-error"

export const CONTENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024

export function acceptFiles(field: string, maxCount: number) {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: CONTENT_UPLOAD_MAX_BYTES, files: maxCount } })
  const handler = maxCount === 1 ? upload.single(field) : upload.array(field, maxCount)
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    handler(req as never, res as never, (err?: unknown) => {
      if (!err) return next()
      const code = (err as { code?: string }).code
      if (code === "LIMIT_FILE_SIZE") return next(new ApiError(413, "Files can be at most 10 MB.", { field }))
      if (code === "LIMIT_UNEXPECTED_FILE" || code === "LIMIT_FILE_COUNT") {
        return next(
          ApiError.badRequest(
            field,
            maxCount === 1 ? `Send one file in the field ${field}.` : `Send at most ${maxCount} files in the field ${field}.`
          )
        )
      }
      next(err)
    })
  }
}

type UploadedFile = { buffer: Buffer; originalname?: string }

export function uploadedFiles(req: MedusaRequest): UploadedFile[] {
  const r = req as MedusaRequest & { file?: UploadedFile; files?: UploadedFile[] }
  return r.files ?? (r.file ? [r.file] : [])
}

export type CheckedImage = { filename: string; mimeType: string; contentBase64: string; width: number; height: number; sizeBytes: number }

/** A real image (JPEG, PNG, WebP...) of sensible size, ready for the File Module; else 400 on `field`. */
export async function checkImage(file: UploadedFile, field: string): Promise<CheckedImage> {
  let info
  try {
    info = await inspectUpload(file.buffer, { maxBytes: CONTENT_UPLOAD_MAX_BYTES })
  } catch (err) {
    if (err instanceof UploadRejectedError) throw new ApiError(err.code === "TOO_LARGE" ? 413 : 400, err.message, { field })
    throw err
  }
  const extension = info.format === "jpeg" ? "jpg" : info.format
  const base = (file.originalname ?? "image")
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
  return {
    filename: `${base || "image"}.${extension}`,
    mimeType: info.mimeType,
    contentBase64: file.buffer.toString("base64"),
    width: info.width,
    height: info.height,
    sizeBytes: file.buffer.length,
  }
}
