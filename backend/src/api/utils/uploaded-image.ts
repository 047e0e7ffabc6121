import type { MedusaRequest } from "@medusajs/framework/http"
import { inspectUpload, type UploadedImage } from "../../commerce/fulfillment/print-files"
import { ApiError } from "./api-error"

export type CheckedUpload = UploadedImage & { bytes: Buffer; filename: string | null }

/** The multipart `image` of an admin upload, checked to be a JPEG, PNG, WebP or TIFF image. */
export async function uploadedImage(req: MedusaRequest): Promise<CheckedUpload> {
  const file = (req as MedusaRequest & { file?: { buffer: Buffer; originalname?: string } }).file
  if (!file?.buffer?.length) throw ApiError.badRequest("image", "Please choose an image to upload (multipart field image).")
  const info = await inspectUpload(file.buffer)
  if (!info) throw ApiError.badRequest("image", "The file is not an image we can read (JPEG, PNG, WebP or TIFF).")
  const filename = file.originalname ? file.originalname.replace(/[^\w.-]+/g, "_").slice(-100) : null
  return { ...info, bytes: file.buffer, filename }
}
