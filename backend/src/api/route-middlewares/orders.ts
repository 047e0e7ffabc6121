import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminOnly } from "../utils/account-context"
import { validateApiBody } from "../utils/validate"
import { createOrderBody, sendClientEmailBody, updateOrderBody } from "../validators/orders"

export const orderMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/api/order", middlewares: [adminOnly, validateApiBody(createOrderBody)] },
  { method: ["PATCH"], matcher: "/api/order/:id", middlewares: [adminOnly, validateApiBody(updateOrderBody)] },
  { method: ["POST"], matcher: "/api/order/:id/send-client-email", middlewares: [adminOnly, validateApiBody(sendClientEmailBody)] },
  { method: ["GET"], matcher: "/api/admin/orders", middlewares: [adminOnly] },
  { method: ["GET"], matcher: "/api/orders/update", middlewares: [adminOnly] },
]
