import { Modules } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createCustomersStep, createRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { ACCOUNT_MODULE } from "../../modules/account"
import { createAccountRecordStep } from "./steps/create-account-record"
import { issueAccountTokenStep } from "./steps/issue-account-token"

export type CreateTemporaryAccountInput = { utm?: Record<string, unknown> | null; referrerId?: string | null }

/**
 * A visitor's first contact: a guest Medusa customer, a temporary account beside it and a
 * token. Logging in or registering later carries its photos, paintings and cart over.
 */
export const createTemporaryAccountWorkflow = createWorkflow("create-temporary-account", (input: CreateTemporaryAccountInput) => {
  const customers = createCustomersStep([{ has_account: false }])
  const account = createAccountRecordStep(
    transform({ input }, ({ input }) => ({ is_temp: true, utm: input.utm ?? null, referrer_id: input.referrerId ?? null }))
  )
  createRemoteLinkStep(
    transform({ account, customers }, ({ account, customers }) => [
      { [ACCOUNT_MODULE]: { account_id: account.id }, [Modules.CUSTOMER]: { customer_id: customers[0].id } },
    ])
  )
  const token = issueAccountTokenStep(transform({ account }, ({ account }) => account.id))
  return new WorkflowResponse({ account, customerId: transform({ customers }, ({ customers }) => customers[0].id), token })
})
