import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createFulfilmentPackageStep } from "./steps/create-fulfilment-package"
import {
  checkPackageReplaceableStep,
  planFulfilmentStep,
  queueMissingPrintFilesStep,
  type PlanFulfilmentInput,
} from "./steps/plan-fulfilment"
import { renderPrintFilesStep } from "./steps/render-print-files"

export type InitFulfillmentInput = PlanFulfilmentInput

/**
 * POST /api/order/{uuid}/init-fulfillment (and the Medusa admin's): the order's print-ready
 * package. First the checks whoever runs it meets (a package the partner has is not replaced,
 * the plan of commerce/fulfillment/plan-fulfilment.ts, missing print files queued then refused),
 * then print files and proofs and the package records replacing any previous package. A
 * failure removes the new files and records.
 */
export const initFulfillmentWorkflow = createWorkflow("init-fulfillment", (input: InitFulfillmentInput) => {
  checkPackageReplaceableStep(input)
  const planned = planFulfilmentStep(input)
  when("queue-missing-print-files", { planned }, ({ planned }) => planned.missingPrintFiles.length > 0).then(() => {
    queueMissingPrintFilesStep(transform({ planned }, ({ planned }) => planned.missingPrintFiles))
  })
  const plan = transform({ planned }, ({ planned }) => planned.plan!)
  const rendered = renderPrintFilesStep(plan)
  const created = createFulfilmentPackageStep(
    transform({ input, plan, rendered }, ({ input, plan, rendered }) => ({
      orderId: plan.orderId,
      by: input.by,
      orderManifest: plan.orderManifest,
      lines: rendered.lines,
    }))
  )
  return new WorkflowResponse({ packageId: created.packageId })
})
