import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"

/** A new login token for an account; revoked again if the workflow fails after it. */
export const issueAccountTokenStep = createStep(
  "issue-account-token",
  async (accountId: string, { container }) => {
    const token = await container.resolve<AccountModuleService>(ACCOUNT_MODULE).issueToken(accountId)
    return new StepResponse(token, token)
  },
  async (token, { container }) => {
    if (token) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).revokeToken(token)
  }
)
