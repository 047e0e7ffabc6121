/**
 * A customer a merchandiser deletes in Medusa's admin (DELETE /admin/customers/{id} runs Medusa's
 * deleteCustomersWorkflow) closes the shop account beside it at once: every login token of the
 * account stops working, in every process (the tokens are rows, not cached). Logging in again is
 * refused already: the login reads the customer, which is gone. Undone with the workflow.
 */
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { deleteCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { findAccountIdsOfCustomers } from "../../accounts/account-lookup"
import { ACCOUNT_MODULE } from "../../modules/account"
import type AccountModuleService from "../../modules/account/service"

deleteCustomersWorkflow.hooks.customersDeleted(
  async ({ ids }, { container }) => {
    const accounts = container.resolve<AccountModuleService>(ACCOUNT_MODULE)
    const accountIds = await findAccountIdsOfCustomers(container, ids ?? [])
    const revoked = (await Promise.all(accountIds.map((id) => accounts.revokeAccountTokens(id)))).flat()
    return new StepResponse(revoked, revoked)
  },
  async (revoked, { container }) => {
    if (revoked?.length) await container.resolve<AccountModuleService>(ACCOUNT_MODULE).reinstateSessionTokens(revoked)
  }
)
