import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { META } from "../../commerce/orders/order-metadata"
import { mergeOrderMetadataStep } from "../order/steps/merge-order-metadata"
import type { CreatePartnerOrderResult, SendToPrintPartnerInput } from "../../commerce/fulfillment/send-package"
import { createPartnerOrderStep } from "./steps/create-partner-order"
import { updatePackagePartnerStep } from "./steps/update-package-partner"

export type { SendToPrintPartnerInput }
type Created = Extract<CreatePartnerOrderResult, { ok: true }>

/**
 * POST /api/order/{uuid}/send-to-print-partner: the partner's order (idempotent by package id),
 * recorded on the package, and its id as the order's merchantOrderId (the fulfilment label).
 * If recording fails, the partner order this run created is cancelled.
 */
export const sendToPrintPartnerWorkflow = createWorkflow("send-to-print-partner", (input: SendToPrintPartnerInput) => {
  const created = createPartnerOrderStep(transform({ input }, ({ input }) => input.request))
  when("record-print-partner-order", { created }, ({ created }) => (created as CreatePartnerOrderResult).ok).then(() => {
    updatePackagePartnerStep(
      transform({ input, created }, ({ input, created }) => {
        const c = created as unknown as Created
        return {
          packageId: input.packageId,
          partner: c.partner,
          partnerOrderId: c.order.id,
          status: c.order.stage,
          shipments: c.order.shipments,
          sentAt: new Date().toISOString(),
        }
      })
    )
    mergeOrderMetadataStep(
      transform({ input, created }, ({ input, created }) => ({
        orderId: input.orderId,
        set: { [META.fulfillment]: { ...input.fulfillment, merchantOrderId: (created as unknown as Created).order.id, isReady: true } },
      }))
    )
  })
  return new WorkflowResponse(created)
})
