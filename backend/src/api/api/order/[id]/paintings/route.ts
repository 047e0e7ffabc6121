import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { findOrderFor } from "../../../../../commerce/orders/list-orders"
import { META, type CartStampItem } from "../../../../../commerce/orders/order-metadata"
import { requireAccount } from "../../../../utils/account-context"
import { PAINTING_FIELDS, presentPainting, type PaintingRecord } from "../../../../utils/present-painting"

/**
 * GET /api/order/{uuid}/paintings (owner or admin): the paintings the order bought, as
 * they are now (the order's cartStamp keeps them as they were). Linked ones, plus any the
 * stamp names whose link is still missing.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const order = await findOrderFor(req.scope, account, req.params.id)
  const stamp = (order.metadata?.[META.cartStamp] ?? []) as CartStampItem[]
  const ids = [
    ...new Set([
      ...(order.paintings ?? []).filter(Boolean).map((p) => p!.id),
      ...(Array.isArray(stamp) ? stamp.map((i) => i.painting).filter((id): id is string => Boolean(id)) : []),
    ]),
  ]
  const records = ids.length
    ? await req.scope.resolve<PaintingModuleService>(PAINTING_MODULE).listPaintings({ id: ids }, { select: PAINTING_FIELDS })
    : []
  res.json({ paintings: records.map((p) => presentPainting(p as unknown as PaintingRecord, { owner: true })) })
}
