import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"
import type { ActionPurpose } from "../../../modules/account/service"

export type IssueActionTokenInput = { accountId: string; purpose: ActionPurpose; ttlSeconds: number }

/**
 * A single-use e-mail token (earlier ones of the same purpose stop working). Compensation
 * deletes it and lets the earlier ones work again.
 */
export const issueActionTokenStep = createStep(
  "issue-action-token",
  async (input: IssueActionTokenInput, { container }) => {
    const issued = await container
      .resolve<AccountModuleService>(ACCOUNT_MODULE)
      .issueActionToken(input.accountId, input.purpose, input.ttlSeconds)
    return new StepResponse({ token: issued.token }, { id: issued.id, invalidated: issued.invalidated })
  },
  async (issued, { container }) => {
    if (!issued) return
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    await accounts.deleteAccountActionTokens(issued.id)
    await accounts.reinstateActionTokens(issued.invalidated)
  }
)
