import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/**
 * A new password for the email-and-password login (Medusa's auth module hashes it).
 * Compensation writes the previous password hash back.
 */
export const setLoginPasswordStep = createStep(
  "set-login-password",
  async (input: { email: string; password: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const [identity] = await auth.listProviderIdentities({ entity_id: input.email, provider: "emailpass" })
    if (!identity) throw new Error(`No login for ${input.email}`)
    const { success, error } = await auth.updateProvider("emailpass", { entity_id: input.email, password: input.password })
    if (!success) throw new Error(error ?? "Could not set the password")
    return new StepResponse(true, { id: identity.id, provider_metadata: identity.provider_metadata ?? {} })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve(Modules.AUTH).updateProviderIdentities([previous])
  }
)
