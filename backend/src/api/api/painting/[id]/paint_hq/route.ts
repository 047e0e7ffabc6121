import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requestHqPaintingWorkflow } from "../../../../../workflows/painting/request-hq-painting"
import { requireAccount } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"
import { findOwned } from "../../../../utils/find-owned"
import { PAINTING_FIELDS, presentOnePainting, type PaintingRecord } from "../../../../utils/present-painting"

/** POST /api/painting/{id}/paint_hq: the owner (or an admin) asks for the 2x clean image. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const painting = await findOwned<PaintingRecord & { hq_requested: boolean }>(
    req,
    account,
    "painting",
    req.params.id,
    [...PAINTING_FIELDS, "hq_requested"],
    "Painting not found."
  )
  if (painting.status !== "complete") {
    throw ApiError.badRequest("status", "The painting must be finished before an HQ image can be made.")
  }
  if (painting.no_watermark_hq || painting.hq_requested) {
    res.json({ message: "Creating HQ image.", painting: await presentOnePainting(req.scope, painting, true) })
    return
  }
  const { result } = await requestHqPaintingWorkflow(req.scope).run({ input: { paintingId: painting.id, accountId: account.id } })
  const shown = await presentOnePainting(req.scope, painting, true)
  res.status(202).json({ message: "Creating HQ image.", task: result.task.id, painting: shown })
}
