import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requireAccount } from "../../../utils/account-context"
import { acceptPhotoUpload } from "../../../utils/accept-photo-upload"
import type { PhotoBase64Body } from "../../../validators/photo"

/** POST /api/photo/base64: the same upload as a base64 string or data URL in JSON. */
export async function POST(req: MedusaRequest<PhotoBase64Body>, res: MedusaResponse) {
  const account = requireAccount(req)
  const body = (req as MedusaRequest & { validatedBody: PhotoBase64Body }).validatedBody
  const bytes = Buffer.from(body.image.replace(/^data:[^;,]*;base64,/, ""), "base64")
  const photo = await acceptPhotoUpload(req, account, { bytes, filename: body.filename ?? null })
  res.status(201).json(photo)
}
