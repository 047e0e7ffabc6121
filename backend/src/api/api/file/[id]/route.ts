import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { verifyPrivateFileLink } from "../../../../commerce/files/private-file-links"
import { ApiError } from "../../../utils/api-error"

const TYPES: Record<string, string> = { jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp", png: "image/png" }

/**
 * GET /api/file/{fileId}?expires&sig: a private file (clean picture, HQ image, print file)
 * through the short-lived signed link a buyer or staff member was given
 * (commerce/files/private-file-links.ts). Streamed from the File Module, so it works alike on
 * local storage and S3. A wrong or expired link 403, a missing file 404.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const fileId = req.params.id
  if (!verifyPrivateFileLink(fileId, req.query.expires, req.query.sig)) throw new ApiError(403, "This link is not valid or has expired.")
  const stream = await req.scope
    .resolve(Modules.FILE)
    .getDownloadStream(fileId)
    .catch(() => null)
  if (!stream) throw ApiError.notFound("File not found.")
  const extension = fileId.split(".").pop()?.toLowerCase() ?? ""
  res.setHeader("content-type", TYPES[extension] ?? "application/octet-stream")
  // Each link is for one person and soon expires: nothing keeps a copy.
  res.setHeader("cache-control", "private, no-store")
  await new Promise<void>((resolve) => {
    // A missing local file fails on its first read, before anything was sent.
    stream.once("error", () => {
      if (res.headersSent) res.destroy()
      else
        res
          .status(404)
          .setHeader("content-type", "application/json")
          .end(JSON.stringify({ message: "File not found." }))
      resolve()
    })
    res.on("finish", resolve)
    res.on("close", resolve)
    stream.pipe(res)
  })
}
