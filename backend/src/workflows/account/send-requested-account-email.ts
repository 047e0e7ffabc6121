import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { AccountEmailRequest } from "./account-email-requests"
import { requestPasswordResetWorkflow } from "./request-password-reset"
import { sendAccountExistsEmailWorkflow } from "./send-account-exists-email"
import { sendActivationEmailWorkflow } from "./send-activation-email"
import { chooseAccountEmailStep } from "./steps/choose-account-email"

/** An account e-mail request (issue 17), after the answer: the one e-mail it calls for, if any. */
export const sendRequestedAccountEmailWorkflow = createWorkflow("send-requested-account-email", (request: AccountEmailRequest) => {
  const choice = chooseAccountEmailStep(request)
  const recipient = transform({ choice }, ({ choice }) => ({ accountId: choice.accountId, email: choice.email, name: choice.name }))
  when("send-password-reset", { choice }, ({ choice }) => choice.send === "password-reset").then(() => {
    requestPasswordResetWorkflow.runAsStep({ input: recipient })
  })
  when("send-account-exists", { choice }, ({ choice }) => choice.send === "account-exists").then(() => {
    sendAccountExistsEmailWorkflow.runAsStep({ input: recipient })
  })
  when("send-activation", { choice }, ({ choice }) => choice.send === "activation").then(() => {
    sendActivationEmailWorkflow.runAsStep({ input: recipient })
  })
  return new WorkflowResponse(transform({ choice }, ({ choice }) => ({ sent: choice.send })))
})
