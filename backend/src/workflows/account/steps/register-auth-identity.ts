import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** An email-and-password login for the account (Medusa's auth module hashes the password). */
export const registerAuthIdentityStep = createStep(
  "register-auth-identity",
  async (input: { email: string; password: string }, { container }) => {
    const auth = container.resolve(Modules.AUTH)
    const { success, authIdentity, error } = await auth.register("emailpass", { body: input })
    if (!success || !authIdentity) throw new Error(error ?? "Could not create the login")
    return new StepResponse(authIdentity, authIdentity.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve(Modules.AUTH).deleteAuthIdentities([id])
  }
)
