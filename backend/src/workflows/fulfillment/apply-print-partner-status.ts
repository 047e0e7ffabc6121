import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { META, type OrderFulfillment } from "../../commerce/orders/order-metadata"
import type { PartnerShipment } from "../../modules/print-partner/types"
import { mergeOrderMetadataStep } from "../order/steps/merge-order-metadata"
import { updatePackagePartnerStep } from "./steps/update-package-partner"

export type ApplyPrintPartnerStatusInput = {
  orderId: string
  packageId: string
  stage: string
  shipments: PartnerShipment[]
  fulfillment: OrderFulfillment
}

/**
 * A status callback of the print partner: the stage and shipments on the package, and the
 * order's flags (computed by the caller: InProgress → ready, Complete or a shipped parcel →
 * sent, Cancelled → not ready). The package update is undone if the order's cannot be written.
 */
export const applyPrintPartnerStatusWorkflow = createWorkflow("apply-print-partner-status", (input: ApplyPrintPartnerStatusInput) => {
  updatePackagePartnerStep(
    transform({ input }, ({ input }) => ({ packageId: input.packageId, status: input.stage, shipments: input.shipments }))
  )
  mergeOrderMetadataStep(transform({ input }, ({ input }) => ({ orderId: input.orderId, set: { [META.fulfillment]: input.fulfillment } })))
  return new WorkflowResponse({ orderId: input.orderId })
})
