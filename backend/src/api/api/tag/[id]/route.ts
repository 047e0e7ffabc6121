import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteTagWorkflow } from "../../../../workflows/content/delete-tag"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { ApiError } from "../../../utils/api-error"

/** DELETE /api/tag/{id} (admin): the tag, and it comes off every painting. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const [tag] = await req.scope.resolve<PaintingModuleService>(PAINTING_MODULE).listTags({ id: req.params.id }, { select: ["id"], take: 1 })
  if (!tag) throw ApiError.notFound("Tag not found.")
  await deleteTagWorkflow(req.scope).run({ input: { id: tag.id } })
  res.json({ id: tag.id, object: "tag", deleted: true })
}
