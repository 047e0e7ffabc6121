import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { withCartStamp } from "../../../../../commerce/orders/cart-stamp"
import { findOrderFor, ORDER_NOT_FOUND } from "../../../../../commerce/orders/list-orders"
import { META, PREPARING_MESSAGE } from "../../../../../commerce/orders/order-metadata"
import { presentOrder } from "../../../../../commerce/orders/present-order"
import { mergeOrderMetadataWorkflow } from "../../../../../workflows/order/merge-order-metadata"
import { requireAccount } from "../../../../utils/account-context"
import { ApiError } from "../../../../utils/api-error"

/**
 * POST /api/order/{uuid}/confirmation-shown (owner): records that the order-complete page
 * was shown. The first call answers the message to show; later calls answer the order
 * without it, so a reload does not thank the shopper twice.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const order = await findOrderFor(req.scope, account, req.params.id)
  if (order.customer_id !== account.customerId) throw ApiError.notFound(ORDER_NOT_FOUND)
  // A reload finds it shown already: nothing to write. The order read once serves the answer,
  // with the metadata as the merge left it.
  let metadata = order.metadata
  let firstTime = false
  if (!order.metadata?.[META.confirmationShownAt]) {
    const { result } = await mergeOrderMetadataWorkflow(req.scope).run({
      input: { orderId: order.id, setIfMissing: { [META.confirmationShownAt]: new Date().toISOString() } },
    })
    firstTime = result.applied.includes(META.confirmationShownAt)
    metadata = result.metadata
  }
  const presented = presentOrder(await withCartStamp(req.scope, { ...order, metadata }))
  res.json({ ...presented, firstTime, ...(firstTime ? { message: PREPARING_MESSAGE } : {}) })
}
