import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminOnly } from "../utils/account-context"
import { validateApiBody } from "../utils/validate"
import { addToCartBody, sendReminderBody, updateCartItemBody, verifyPurchaseBody } from "../validators/cart"

export const cartMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/api/cart", middlewares: [validateApiBody(addToCartBody)] },
  { method: ["PATCH"], matcher: "/api/cart/:id", middlewares: [validateApiBody(updateCartItemBody)] },
  { method: ["POST"], matcher: "/api/cart/send-reminder", middlewares: [adminOnly, validateApiBody(sendReminderBody)] },
  { method: ["POST"], matcher: "/api/cart/verify-purchase", middlewares: [validateApiBody(verifyPurchaseBody)] },
]
