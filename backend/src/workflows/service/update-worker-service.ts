import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setWorkerServiceEnabledStep } from "./steps/set-worker-service-enabled"

export type UpdateWorkerServiceWorkflowInput = { id: string; isEnabled: boolean }

/** Marks a worker enabled or disabled (only the flag is stored; workers do not read it yet). */
export const updateWorkerServiceWorkflow = createWorkflow("update-worker-service", (input: UpdateWorkerServiceWorkflowInput) => {
  return new WorkflowResponse({ service: setWorkerServiceEnabledStep(input) })
})
