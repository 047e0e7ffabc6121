import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { removePaintingHqWorkflow } from "../../../../../workflows/painting/remove-painting-hq"
import { requireAccount } from "../../../../utils/account-context"
import { cleanFilesFor } from "../../../../../paintings/clean-files"
import { PAINTING_FIELDS, presentOnePainting, type PaintingRecord } from "../../../../utils/present-painting"

/**
 * POST /api/painting/{id}/remove_hq: forgets the HQ image on the painting (its files stay,
 * since an order may already print from them), so a new one can be made.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  await removePaintingHqWorkflow(req.scope).run({
    input: { paintingId: req.params.id, actor: { customerId: account.customerId, isAdmin: account.isAdmin } },
  })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "painting", fields: PAINTING_FIELDS, filters: { id: req.params.id } })
  const painting = data[0] as unknown as PaintingRecord
  const clean = await cleanFilesFor(req.scope, account, [painting])
  res.json(await presentOnePainting(req.scope, painting, true, clean(painting)))
}
