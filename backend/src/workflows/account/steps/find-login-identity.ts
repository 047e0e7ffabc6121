import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** Whether an address already logs in to an account (has an email-and-password identity). */
export const findLoginIdentityStep = createStep("find-login-identity", async (email: string, { container }) => {
  const [identity] = await container.resolve(Modules.AUTH).listProviderIdentities({ entity_id: email, provider: "emailpass" })
  return new StepResponse(Boolean(identity))
})
