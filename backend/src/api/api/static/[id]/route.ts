import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CONTENT_MODULE, type ContentModuleService } from "../../../../modules/content"
import { deleteStaticWorkflow } from "../../../../workflows/content/delete-static"
import { ApiError } from "../../../utils/api-error"

/** DELETE /api/static/{id} (admin): the record goes; the file stays, since articles may still show it. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const [found] = await req.scope
    .resolve<ContentModuleService>(CONTENT_MODULE)
    .listStaticAssets({ id: req.params.id }, { select: ["id"], take: 1 })
  if (!found) throw ApiError.notFound("Static not found.")
  await deleteStaticWorkflow(req.scope).run({ input: { id: found.id } })
  res.json({ id: found.id, object: "static", deleted: true })
}
