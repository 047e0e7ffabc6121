import { subscriptionRoute } from "../../../utils/subscription"

/** POST /api/account/newsletter {value?} (or {accountId, unsubscribeToken} from an e-mail): false by default. */
export const POST = subscriptionRoute("newsletter", { off: "Unsubscribed.", on: "Subscribed." })
