import { subscriptionRoute } from "../../../utils/subscription"

/** POST /api/account/cart_reminders {value?} (or {accountId, unsubscribeToken} from an e-mail): false by default. */
export const POST = subscriptionRoute("cart_reminders", {
  off: "Unsubscribed from cart reminders.",
  on: "Subscribed to cart reminders.",
})
