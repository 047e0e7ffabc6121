import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DomainError } from "../../../lib/errors"
import { ACCOUNT_MODULE } from "../../../modules/account"
import type AccountModuleService from "../../../modules/account/service"
import { isValidUnsubscribeToken } from "../../../notifications/unsubscribe"

const LINK_INVALID = "This unsubscribe link is not valid."

export type SubscriptionChangeInput = {
  /** The logged-in account (not banned) that asks, if any. */
  signedInAccountId?: string
  /** From an e-mail's unsubscribe link, without login. */
  accountId?: string
  unsubscribeToken?: string
}

/**
 * Whose switch changes: the account of a valid unsubscribe link (both parts, signed, an account
 * that exists: else 400 on unsubscribeToken), otherwise the logged-in account (else 401).
 */
export const checkSubscriptionChangeStep = createStep(
  "check-subscription-change",
  async ({ signedInAccountId, accountId, unsubscribeToken }: SubscriptionChangeInput, { container }) => {
    if (accountId || unsubscribeToken) {
      if (!accountId || !unsubscribeToken || !isValidUnsubscribeToken(accountId, unsubscribeToken)) {
        throw DomainError.invalid("unsubscribeToken", LINK_INVALID)
      }
      const [found] = await container
        .resolve<AccountModuleService>(ACCOUNT_MODULE)
        .listAccounts({ id: accountId }, { select: ["id"], take: 1 })
      if (!found) throw DomainError.invalid("unsubscribeToken", LINK_INVALID)
      return new StepResponse({ accountId: found.id })
    }
    if (!signedInAccountId) throw DomainError.unauthenticated()
    return new StepResponse({ accountId: signedInAccountId })
  }
)
