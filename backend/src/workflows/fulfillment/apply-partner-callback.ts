import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { PartnerStatusUpdate } from "../../modules/print-partner/types"
import { applyPrintPartnerStatusWorkflow } from "./apply-print-partner-status"
import { planPartnerCallbackStep } from "./steps/plan-partner-callback"
import { sendShippedEmailStep } from "./steps/send-shipped-email"

/**
 * A print partner's status callback: the package's stage and shipments and the order's flags
 * together (undone together), then, the first time the order is sent, the shipped e-mail.
 * Answers null for a callback about no order of ours.
 */
export const applyPartnerCallbackWorkflow = createWorkflow("apply-partner-callback", (update: PartnerStatusUpdate) => {
  const plan = planPartnerCallbackStep(update)
  when("apply-partner-status", { plan }, ({ plan }) => !!plan).then(() => {
    applyPrintPartnerStatusWorkflow.runAsStep({
      input: transform({ plan }, ({ plan }) => ({
        orderId: plan!.orderId,
        packageId: plan!.packageId,
        stage: plan!.stage,
        shipments: plan!.shipments,
        fulfillment: plan!.fulfillment,
      })),
    })
  })
  const emailed = when("email-order-shipped", { plan }, ({ plan }) => !!plan?.shippedEmailTo).then(() =>
    sendShippedEmailStep(
      transform({ plan }, ({ plan }) => ({ orderId: plan!.orderId, to: plan!.shippedEmailTo!, shipments: plan!.shipments }))
    )
  )
  return new WorkflowResponse(
    transform({ plan, emailed }, ({ plan, emailed }) =>
      plan ? { orderId: plan.orderId, fulfillment: plan.fulfillment, emailed: emailed === true } : null
    )
  )
})
