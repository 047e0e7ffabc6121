import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { createStaticWorkflow } from "../../../workflows/content/create-static"
import { checkImage, uploadedFiles } from "../../utils/accept-upload"
import { ApiError } from "../../utils/api-error"
import { presentStatic, type StaticRecord } from "../../utils/present-content-admin"
import type { CreateStaticBody } from "../../validators/content-admin"

/** POST /api/static (admin; multipart: title and the image in `file`): a named, public static image. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { title } = (req as MedusaRequest & { validatedBody: CreateStaticBody }).validatedBody
  const [upload] = uploadedFiles(req)
  if (!upload) throw ApiError.badRequest("file", "Please choose a file to upload.")
  const file = await checkImage(upload, "file")
  const { result } = await createStaticWorkflow(req.scope).run({ input: { title, file } })
  res.status(201).json({ ...presentStatic(result as unknown as StaticRecord), message: "Image uploaded." })
}
