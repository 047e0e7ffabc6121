import type { MedusaRequest } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { inspectUpload, UploadRejectedError } from "@petshop/painting-module/photo"
import { createPhotoWorkflow } from "../../workflows/photo/create-photo"
import type { AccountContext } from "./account-context"
import { ApiError } from "./api-error"
import { clientAddress } from "./client-address"
import { presentPhoto, type PhotoRecord } from "./present-photo"

export const DEFAULT_MAX_UPLOAD_BYTES = 25 * 1024 * 1024

/**
 * Checks the bytes of an upload (real image, size, pixel count, not truncated) before
 * anything is stored, then runs the create-photo workflow. A refused upload stores nothing.
 */
export async function acceptPhotoUpload(req: MedusaRequest, account: AccountContext, upload: { bytes: Buffer; filename: string | null }) {
  const settings = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE).getSettings()
  let info
  try {
    info = await inspectUpload(upload.bytes, { maxBytes: settings.maxUploadBytes, maxPixels: settings.maxPixels })
  } catch (err) {
    if (err instanceof UploadRejectedError) {
      throw new ApiError(err.code === "TOO_LARGE" ? 413 : 400, err.message, { field: "image", type: err.code })
    }
    throw err
  }
  const extension = info.format === "jpeg" ? "jpg" : info.format
  const { result } = await createPhotoWorkflow(req.scope).run({
    input: {
      accountId: account.id,
      customerId: account.customerId,
      filename: sanitizeFilename(upload.filename, extension),
      mimeType: info.mimeType,
      contentBase64: upload.bytes.toString("base64"),
      sizeBytes: upload.bytes.length,
      width: info.width,
      height: info.height,
      clientAddress: clientAddress(req),
    },
  })
  return presentPhoto(result.photo as unknown as PhotoRecord)
}

/** A safe stored name: the user's base name without paths or odd characters, our extension. */
export function sanitizeFilename(name: string | null, extension: string): string {
  const base = (name ?? "photo")
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
  return `${base || "photo"}.${extension}`
}
