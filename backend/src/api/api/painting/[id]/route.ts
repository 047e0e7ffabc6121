import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { currentAccount, requireAccount } from "../../../utils/account-context"
import { findOwned } from "../../../utils/find-owned"
import type { UpdatePaintingBody } from "../../../validators/painting"
import { ApiError } from "../../../utils/api-error"
import { cleanFilesFor } from "../../../utils/clean-files"
import { PAINTING_FIELDS, presentOnePainting, type PaintingRecord } from "../../../utils/present-painting"
import { resolveTagIds, tagsOfPainting } from "../../../../content/painting-tags"
import { setPaintingTagsWorkflow } from "../../../../workflows/content/set-painting-tags"

/**
 * GET /api/painting/{id}: anyone with the link sees the painting and its watermarked
 * preview and progress (share links), its owner too; its buyers and admins also get the clean
 * images, as short-lived signed links.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "painting",
    fields: [...PAINTING_FIELDS, "customer.id"],
    filters: { id: req.params.id },
  })
  const painting = data[0] as PaintingRecord | undefined
  if (!painting) throw ApiError.notFound("Painting not found.")
  const account = currentAccount(req)
  const owner = Boolean(account && (account.isAdmin || painting.customer?.id === account.customerId))
  const clean = await cleanFilesFor(req.scope, account, [painting])
  res.json(await presentOnePainting(req.scope, painting, owner, clean(painting)))
}

const NOT_FOUND = "Painting not found."

/** PATCH /api/painting/{id} {title}: the owner renames it; admins may also publish or feature it. */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const body = (req as MedusaRequest & { validatedBody: UpdatePaintingBody }).validatedBody
  const painting = await findOwned<PaintingRecord>(req, account, "painting", req.params.id, PAINTING_FIELDS, NOT_FOUND)
  if ((body.isPublic !== undefined || body.isFeatured !== undefined || body.tags !== undefined) && !account.isAdmin) {
    throw ApiError.unauthorized()
  }
  if (body.tags !== undefined) {
    const tagIds = await resolveTagIds(req.scope, body.tags)
    await setPaintingTagsWorkflow(req.scope).run({ input: { paintingId: painting.id, tagIds } })
  }
  const updated = await req.scope.resolve<PaintingModuleService>(PAINTING_MODULE).updatePaintings({
    id: painting.id,
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.isPublic !== undefined ? { is_public: body.isPublic } : {}),
    ...(body.isFeatured !== undefined ? { is_featured: body.isFeatured } : {}),
  })
  const clean = await cleanFilesFor(req.scope, account, [painting])
  const presented = await presentOnePainting(req.scope, { ...painting, ...(updated as unknown as PaintingRecord) }, true, clean(painting))
  res.json(body.tags !== undefined ? { ...presented, tags: await tagsOfPainting(req.scope, painting.id) } : presented)
}

/**
 * DELETE /api/painting/{id}: hides it from its owner. Soft delete: a painting someone
 * bought stays available to fulfilment.
 */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const painting = await findOwned<PaintingRecord>(req, account, "painting", req.params.id, ["id"], NOT_FOUND)
  await req.scope.resolve<PaintingModuleService>(PAINTING_MODULE).softDeletePaintings(painting.id)
  res.status(204).send()
}
