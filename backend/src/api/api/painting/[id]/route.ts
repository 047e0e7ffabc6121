import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { currentAccount } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import { PAINTING_FIELDS, presentPainting, type PaintingRecord } from "../../../utils/present-painting"

/**
 * GET /api/painting/{id}: anyone with the link sees the painting and its watermarked
 * preview (share links); the owner and admins also get the clean images.
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
  res.json(presentPainting(painting, { owner }))
}
