import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { requestHqPaintingWorkflow } from "../../../../../workflows/painting/request-hq-painting"
import { requireAccount } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"
import { cleanFilesFor } from "../../../../../paintings/clean-files"
import { PAINTING_FIELDS, presentOnePainting, type PaintingRecord } from "../../../../utils/present-painting"

/**
 * POST /api/painting/{id}/paint_hq: the buyer of an order with the painting (or an admin) asks
 * for the 2x clean image. Anyone else, its owner before buying included, 403: the HQ image is
 * the clean painting (issue 18).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "painting", fields: [...PAINTING_FIELDS, "hq_requested", "customer.id"], filters: { id: req.params.id } })
  const painting = data[0] as unknown as (PaintingRecord & { hq_requested: boolean }) | undefined
  if (!painting) throw ApiError.notFound("Painting not found.")
  const clean = await cleanFilesFor(req.scope, account, [painting])
  if (!clean(painting)) throw new ApiError(403, "The HQ image comes with an order of this painting.")
  if (painting.status !== "complete") {
    throw ApiError.badRequest("status", "The painting must be finished before an HQ image can be made.")
  }
  const owner = account.isAdmin || painting.customer?.id === account.customerId
  if (painting.no_watermark_hq || painting.hq_requested) {
    res.json({ message: "Creating HQ image.", painting: await presentOnePainting(req.scope, painting, owner, true) })
    return
  }
  const { result } = await requestHqPaintingWorkflow(req.scope).run({ input: { paintingId: painting.id, accountId: account.id } })
  const shown = await presentOnePainting(req.scope, painting, owner, true)
  res.status(202).json({ message: "Creating HQ image.", task: result.task.id, painting: shown })
}
