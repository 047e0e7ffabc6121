/**
 * The one-click unsubscribe link of an e-mail (backend/src/notifications/unsubscribe.ts):
 * /unsubscribe?account={id}&token={hmac}&list=newsletter|cart_reminders. No login needed.
 */
import { apiRequest } from "../api/client"
import type { SubscriptionList } from "./use-subscription-switch"

export function parseUnsubscribeList(list: string | undefined): SubscriptionList {
  return list === "cart_reminders" || list === "cartReminders" ? "cart_reminders" : "newsletter"
}

export function unsubscribeByLink(input: { account: string; token: string; list: SubscriptionList }) {
  return apiRequest<{ message: string }>(`/api/account/${input.list}`, {
    method: "POST",
    body: { value: false, accountId: input.account, unsubscribeToken: input.token },
    unthrottled: true,
  })
}
