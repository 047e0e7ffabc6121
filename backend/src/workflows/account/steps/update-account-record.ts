import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"

type AccountUpdate = { id: string; is_temp?: boolean; name?: string | null }

/** Updates an account; compensation writes the previous values back. */
export const updateAccountRecordStep = createStep(
  "update-account-record",
  async (input: AccountUpdate, { container }) => {
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const before = await accounts.retrieveAccount(input.id)
    const updated = await accounts.updateAccounts(input)
    return new StepResponse(updated, { id: before.id, is_temp: before.is_temp, name: before.name })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).updateAccounts(previous)
  }
)
