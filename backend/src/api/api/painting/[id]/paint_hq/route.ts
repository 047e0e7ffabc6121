import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { paintHqPaintingWorkflow } from "../../../../../workflows/painting/paint-hq-painting"
import { requireAccount } from "../../../../utils/account-context"
import { PAINTING_FIELDS, presentOnePainting, type PaintingRecord } from "../../../../utils/present-painting"

/**
 * POST /api/painting/{id}/paint_hq: the buyer of an order with the painting (or an admin) asks
 * for the 2x clean image. Anyone else, its owner before buying included, 403: the HQ image is
 * the clean painting (issue 18).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const { result } = await paintHqPaintingWorkflow(req.scope).run({
    input: { paintingId: req.params.id, accountId: account.id, actor: { customerId: account.customerId, isAdmin: account.isAdmin } },
  })
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "painting", fields: [...PAINTING_FIELDS, "customer.id"], filters: { id: req.params.id } })
  const painting = data[0] as unknown as PaintingRecord
  const owner = account.isAdmin || painting.customer?.id === account.customerId
  const shown = await presentOnePainting(req.scope, painting, owner, true)
  if (!result.taskId) res.json({ message: "Creating HQ image.", painting: shown })
  else res.status(202).json({ message: "Creating HQ image.", task: result.taskId, painting: shown })
}
