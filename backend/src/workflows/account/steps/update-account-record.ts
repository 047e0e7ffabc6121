import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"

export type AccountUpdate = {
  id: string
  is_temp?: boolean
  is_verified?: boolean
  is_banned?: boolean
  show_admin_options?: boolean
  cart_reminders?: boolean
  newsletter?: boolean
  name?: string | null
  location?: string | null
  addresses?: Record<string, unknown> | null
  unclaimable_email?: string | null
}

/** Updates an account; compensation writes the previous values of the changed fields back. */
export const updateAccountRecordStep = createStep(
  "update-account-record",
  async (input: AccountUpdate, { container }) => {
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const before = (await accounts.retrieveAccount(input.id)) as unknown as Record<string, unknown>
    const previous = Object.fromEntries(Object.keys(input).map((k) => [k, before[k] ?? null])) as AccountUpdate
    const updated = await accounts.updateAccounts(input)
    return new StepResponse(updated, { ...previous, id: input.id })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).updateAccounts(previous)
  }
)
