import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setAccountSubscriptionWorkflow } from "../../workflows/account/set-account-subscription"
import { currentAccount } from "./account-context"
import type { SubscriptionBody } from "../validators/account"

/**
 * Cart reminders and newsletter switches: by the logged-in account, or from an e-mail's
 * unsubscribe link ({accountId, unsubscribeToken}) without login. Whose switch it is, is the
 * set-account-subscription workflow's rule.
 */
export function subscriptionRoute(field: "cart_reminders" | "newsletter", messages: { on: string; off: string }) {
  return async (req: MedusaRequest, res: MedusaResponse) => {
    const body = (req as MedusaRequest & { validatedBody: SubscriptionBody }).validatedBody
    const account = currentAccount(req)
    await setAccountSubscriptionWorkflow(req.scope).run({
      input: {
        field,
        value: body.value,
        // A banned account is not signed in for this, as for every other account call.
        signedInAccountId: account && !account.isBanned ? account.id : undefined,
        accountId: body.accountId,
        unsubscribeToken: body.unsubscribeToken,
      },
    })
    res.json({ message: body.value ? messages.on : messages.off })
  }
}
