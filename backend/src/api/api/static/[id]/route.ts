import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { ApiError } from "../../../utils/api-error"

/** DELETE /api/static/{id} (admin): the record goes; the file stays, since articles may still show it. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const service = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [found] = await service.listStaticAssets({ id: req.params.id }, { select: ["id"], take: 1 })
  if (!found) throw ApiError.notFound("Static not found.")
  await service.softDeleteStaticAssets(found.id)
  res.json({ id: found.id, object: "static", deleted: true })
}
