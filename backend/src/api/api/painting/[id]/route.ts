import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { currentAccount, requireAccount } from "../../../utils/account-context"
import type { UpdatePaintingBody } from "../../../validators/painting"
import { ApiError } from "../../../utils/api-error"
import { cleanFilesFor } from "../../../../paintings/clean-files"
import { PAINTING_FIELDS, presentOnePainting, type PaintingRecord } from "../../../utils/present-painting"
import { tagsOfPainting } from "../../../../content/painting-tags"
import { paintingOwnerId } from "../../../../paintings/painting-owner"
import { deletePaintingWorkflow } from "../../../../workflows/painting/delete-painting"
import { updatePaintingWorkflow } from "../../../../workflows/painting/update-painting"

/**
 * GET /api/painting/{id}: anyone with the link sees the painting and its watermarked
 * preview and progress (share links), its owner too; its buyers and admins also get the clean
 * images, as short-lived signed links.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const paintings = req.scope.resolve<PaintingModuleService>(PAINTING_MODULE)
  const [painting] = (await paintings.listPaintings({ id: req.params.id }, { select: PAINTING_FIELDS })) as unknown as PaintingRecord[]
  if (!painting) throw ApiError.notFound("Painting not found.")
  const account = currentAccount(req)
  // Who owns it matters only to a caller who might (a visitor with a share link is never the owner).
  const owner = Boolean(account && (account.isAdmin || (await paintingOwnerId(req.scope, painting.id)) === account.customerId))
  const clean = await cleanFilesFor(req.scope, account, [painting])
  res.json(await presentOnePainting(req.scope, painting, owner, clean(painting)))
}

/** The painting as presented to its owner, after a change. */
async function loadPainting(req: MedusaRequest, id: string): Promise<PaintingRecord> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "painting", fields: PAINTING_FIELDS, filters: { id } })
  return data[0] as unknown as PaintingRecord
}

/** PATCH /api/painting/{id} {title}: the owner renames it; admins may also publish or feature it. */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const body = (req as MedusaRequest & { validatedBody: UpdatePaintingBody }).validatedBody
  await updatePaintingWorkflow(req.scope).run({
    input: { paintingId: req.params.id, actor: { customerId: account.customerId, isAdmin: account.isAdmin }, ...body },
  })
  const painting = await loadPainting(req, req.params.id)
  const clean = await cleanFilesFor(req.scope, account, [painting])
  const presented = await presentOnePainting(req.scope, painting, true, clean(painting))
  res.json(body.tags !== undefined ? { ...presented, tags: await tagsOfPainting(req.scope, painting.id) } : presented)
}

/**
 * DELETE /api/painting/{id}: hides it from its owner. Soft delete: a painting someone
 * bought stays available to fulfilment.
 */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  await deletePaintingWorkflow(req.scope).run({
    input: { paintingId: req.params.id, actor: { customerId: account.customerId, isAdmin: account.isAdmin } },
  })
  res.status(204).send()
}
