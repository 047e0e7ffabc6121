import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createManualOrderWorkflow } from "./create-manual-order"
import { planManualOrderStep, type PlanManualOrderInput } from "./steps/plan-manual-order"

/** POST /api/order: an admin's order made by hand, checked first, then created (createManualOrderWorkflow). */
export const placeManualOrderWorkflow = createWorkflow("place-manual-order", (input: PlanManualOrderInput) => {
  const order = planManualOrderStep(input)
  return new WorkflowResponse(createManualOrderWorkflow.runAsStep({ input: order }))
})
