import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { requireAccount } from "../../../../utils/account-context"
import { cleanFilesFor } from "../../../../utils/clean-files"
import { findOwned } from "../../../../utils/find-owned"
import { PAINTING_FIELDS, presentOnePainting, type PaintingRecord } from "../../../../utils/present-painting"

/**
 * POST /api/painting/{id}/remove_hq: forgets the HQ image on the painting (its files stay,
 * since an order may already print from them), so a new one can be made.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const painting = await findOwned<PaintingRecord>(req, account, "painting", req.params.id, PAINTING_FIELDS, "Painting not found.")
  await req.scope
    .resolve<PaintingModuleService>(PAINTING_MODULE)
    .updatePaintings({ id: painting.id, hq_requested: false, no_watermark_hq: null })
  const clean = await cleanFilesFor(req.scope, account, [painting])
  res.json(await presentOnePainting(req.scope, { ...painting, no_watermark_hq: null }, true, clean(painting)))
}
