import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { updateStyleWorkflow } from "../../../../../workflows/style/update-style"
import { ApiError } from "../../../../utils/api-error"
import { presentStyle, STYLE_NOT_FOUND, type StyleRecord } from "../../../../utils/present-style"
import type { UpdateStyleCurationBody } from "../../../../validators/admin-petshop"

async function styleById(req: MedusaRequest): Promise<StyleRecord> {
  const [style] = await req.scope.resolve<PaintingModuleService>(PAINTING_MODULE).listStyles({ id: req.params.id }, { take: 1 })
  if (!style) throw ApiError.notFound(STYLE_NOT_FOUND)
  return style as unknown as StyleRecord
}

/** PATCH /admin/petshop/styles/{id} {isPublic?, isFeatured?, orderIndex?}: curation from the admin's Styles page. */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  const body = (req as MedusaRequest & { validatedBody: UpdateStyleCurationBody }).validatedBody
  const style = await styleById(req)
  const changes = Object.fromEntries(
    Object.entries({ is_public: body.isPublic, is_featured: body.isFeatured, order_index: body.orderIndex }).filter(
      ([, v]) => v !== undefined
    )
  )
  await updateStyleWorkflow(req.scope).run({ input: { id: style.id, ...changes } })
  res.json(presentStyle(await styleById(req)))
}
