import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { sendEmail, type SendEmailInput } from "../../../notifications/send-email"

export type SendEmailStepInput = SendEmailInput & {
  /** A failure is logged instead of undoing the workflow (e.g. registration must not fail because mail is down). */
  bestEffort?: boolean
}

/** Sends one e-mail; the last step of a workflow, since a sent e-mail cannot be taken back. */
export const sendEmailStep = createStep("send-email", async (input: SendEmailStepInput, { container }) => {
  const { bestEffort, ...email } = input
  try {
    const { id } = await sendEmail(container, email)
    return new StepResponse({ id: id as string | null })
  } catch (err) {
    if (!bestEffort) throw err
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`E-mail ${email.template} to ${email.to} failed: ${(err as Error).message}`)
    return new StepResponse({ id: null as string | null })
  }
})
