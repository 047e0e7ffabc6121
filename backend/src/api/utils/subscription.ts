import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ACCOUNT_MODULE } from "../../modules/account"
import type AccountModuleService from "../../modules/account/service"
import { isValidUnsubscribeToken } from "../../notifications/unsubscribe"
import { updateAccountWorkflow } from "../../workflows/account/update-account"
import { requireAccount } from "./account-context"
import { ApiError } from "./api-error"
import type { SubscriptionBody } from "../validators/account"

const LINK_INVALID = "This unsubscribe link is not valid."

/**
 * Cart reminders and newsletter switches: by the logged-in account, or from an e-mail's
 * unsubscribe link ({accountId, unsubscribeToken}) without login.
 */
export function subscriptionRoute(field: "cart_reminders" | "newsletter", messages: { on: string; off: string }) {
  return async (req: MedusaRequest, res: MedusaResponse) => {
    const body = (req as MedusaRequest & { validatedBody: SubscriptionBody }).validatedBody
    let accountId: string
    if (body.accountId || body.unsubscribeToken) {
      if (!body.accountId || !body.unsubscribeToken || !isValidUnsubscribeToken(body.accountId, body.unsubscribeToken)) {
        throw ApiError.badRequest("unsubscribeToken", LINK_INVALID)
      }
      const [found] = await req.scope
        .resolve<AccountModuleService>(ACCOUNT_MODULE)
        .listAccounts({ id: body.accountId }, { select: ["id"], take: 1 })
      if (!found) throw ApiError.badRequest("unsubscribeToken", LINK_INVALID)
      accountId = found.id
    } else {
      accountId = requireAccount(req).id
    }
    await updateAccountWorkflow(req.scope).run({ input: { id: accountId, [field]: body.value } })
    res.json({ message: body.value ? messages.on : messages.off })
  }
}
