import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"

/** Every login token of an account stops working (ban, password reset); compensation revives them. */
export const revokeAccountSessionsStep = createStep(
  "revoke-account-sessions",
  async (accountId: string, { container }) => {
    const revoked = await container.resolve<AccountModuleService>(ACCOUNT_MODULE).revokeAccountTokens(accountId)
    return new StepResponse(revoked.length, revoked)
  },
  async (revoked, { container }) => {
    if (revoked?.length) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).reinstateSessionTokens(revoked)
  }
)
