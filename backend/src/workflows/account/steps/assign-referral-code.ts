import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"

/** The account's referral code, given now if it has none; compensation takes a new one back. */
export const assignReferralCodeStep = createStep(
  "assign-referral-code",
  async (accountId: string, { container }) => {
    const { code, assigned } = await container.resolve<AccountModuleService>(ACCOUNT_MODULE).assignReferralCode(accountId)
    return new StepResponse(code, assigned ? accountId : undefined)
  },
  async (accountId, { container }) => {
    if (accountId) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).updateAccounts({ id: accountId, referral_code: null })
  }
)
