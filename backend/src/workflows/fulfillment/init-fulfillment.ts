import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { FulfilmentPlan } from "../../commerce/fulfillment/plan-fulfilment"
import { createFulfilmentPackageStep } from "./steps/create-fulfilment-package"
import { renderPrintFilesStep } from "./steps/render-print-files"

export type InitFulfillmentInput = { plan: FulfilmentPlan; by: string | null }

/**
 * POST /api/order/{uuid}/init-fulfillment: the order's print-ready package from a checked plan
 * (commerce/fulfillment/plan-fulfilment.ts): print files and proofs, then the package records
 * replacing any previous package. A failure removes the new files and records.
 */
export const initFulfillmentWorkflow = createWorkflow("init-fulfillment", (input: InitFulfillmentInput) => {
  const plan = transform({ input }, ({ input }) => input.plan)
  const rendered = renderPrintFilesStep(plan)
  const created = createFulfilmentPackageStep(
    transform({ input, rendered }, ({ input, rendered }) => ({
      orderId: input.plan.orderId,
      by: input.by,
      orderManifest: input.plan.orderManifest,
      lines: rendered.lines,
    }))
  )
  return new WorkflowResponse({ packageId: created.packageId })
})
