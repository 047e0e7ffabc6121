import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"

export type CreateAccountRecordInput = { is_temp: boolean; utm?: Record<string, unknown> | null; referrer_id?: string | null }

export const createAccountRecordStep = createStep(
  "create-account-record",
  async (input: CreateAccountRecordInput, { container }) => {
    const account = await container.resolve<AccountModuleService>(ACCOUNT_MODULE).createAccounts(input)
    return new StepResponse(account, account.id)
  },
  async (accountId, { container }) => {
    if (accountId) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).deleteAccounts(accountId)
  }
)
