import { parseQuery } from "../../utils/validate"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { createStyleLayerWorkflow } from "../../../workflows/style/create-style-layer"
import { deleteStyleLayerWorkflow } from "../../../workflows/style/delete-style-layer"
import { updateStyleLayerWorkflow } from "../../../workflows/style/update-style-layer"
import { requireAdmin } from "../../utils/account-context"
import { ApiError } from "../../utils/api-error"
import { findStyle, presentStyleLayer, type StyleLayerRecord } from "../../utils/present-style"
import { styleLayerQuery, type CreateStyleLayerBody, type UpdateStyleLayerBody } from "../../validators/style"

/*
 * The spec names a single path for all three calls (POST/PATCH/DELETE /api/style-layer),
 * so PATCH and DELETE name their layer in the query: /api/style-layer?id=stlyr_...
 */

const LAYER_NOT_FOUND = "Style layer not found."

async function findLayer(req: MedusaRequest): Promise<StyleLayerRecord> {
  const { id } = parseQuery(styleLayerQuery, req.query)
  const [layer] = await req.scope.resolve<PaintingModuleService>(PAINTING_MODULE).listStyleLayers({ id }, { take: 1 })
  if (!layer) throw ApiError.notFound(LAYER_NOT_FOUND)
  return layer as unknown as StyleLayerRecord
}

/** POST /api/style-layer (admin) {styleId, name, kind?, orderIndex?, settings?}: adds a layer to a style. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: CreateStyleLayerBody }).validatedBody
  const style = await findStyle(req.scope, body.styleId, { account })
  const { result } = await createStyleLayerWorkflow(req.scope).run({
    input: {
      style_id: style.id,
      name: body.name,
      kind: body.kind,
      order_index: body.orderIndex,
      settings: body.settings,
    },
  })
  res.status(201).json(presentStyleLayer(result.layer as unknown as StyleLayerRecord))
}

/** PATCH /api/style-layer?id= (admin) {name?, kind?, orderIndex?, settings?}. */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: UpdateStyleLayerBody }).validatedBody
  const layer = await findLayer(req)
  const changes = Object.fromEntries(
    Object.entries({ name: body.name, kind: body.kind, order_index: body.orderIndex, settings: body.settings }).filter(
      ([, value]) => value !== undefined
    )
  )
  if (!Object.keys(changes).length) return res.json(presentStyleLayer(layer))
  const { result } = await updateStyleLayerWorkflow(req.scope).run({ input: { id: layer.id, ...changes } })
  res.json(presentStyleLayer(result.layer as unknown as StyleLayerRecord))
}

/** DELETE /api/style-layer?id= (admin): a soft delete, 204. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const layer = await findLayer(req)
  await deleteStyleLayerWorkflow(req.scope).run({ input: { id: layer.id } })
  res.status(204).send()
}
