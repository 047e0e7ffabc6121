import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { accountRoom } from "@petshop/painting-module/realtime"
import { samplePhotoStylesWorkflow } from "../../../../../workflows/photo/sample-photo-styles"
import { requireAccount } from "../../../../utils/account-context"

/**
 * POST /api/photo/{id}/style-samples: paint the caller's photo small in every public style
 * (issue 25); each sample arrives as a `photo` live event and in GET /api/photo/{id}. 202 with
 * `queued` (false while the photo is still being analysed: it is sampled when that ends).
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const { result } = await samplePhotoStylesWorkflow(req.scope).run({
    input: {
      photoId: req.params.id,
      actor: { customerId: account.customerId, isAdmin: account.isAdmin },
      room: accountRoom(account.id),
    },
  })
  res.status(202).json(result)
}
