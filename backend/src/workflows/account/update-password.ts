import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setLoginPasswordStep } from "./steps/set-login-password"

export type UpdatePasswordInput = { email: string; password: string }

/** A logged-in account changes its password (the route has checked the old one). */
export const updatePasswordWorkflow = createWorkflow("update-password", (input: UpdatePasswordInput) => {
  return new WorkflowResponse(setLoginPasswordStep(input))
})
