import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requireAccount } from "../../utils/account-context"
import { acceptPhotoUpload } from "../../utils/accept-photo-upload"
import { ApiError } from "../../utils/api-error"

/** POST /api/photo: a multipart upload in the field `image`. Answers at once; a worker analyses it. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const file = (req as MedusaRequest & { file?: { buffer: Buffer; originalname?: string } }).file
  if (!file) throw ApiError.badRequest("image", "Please choose a photo to upload.")
  const photo = await acceptPhotoUpload(req, account, { bytes: file.buffer, filename: file.originalname ?? null })
  res.status(201).json(photo)
}
