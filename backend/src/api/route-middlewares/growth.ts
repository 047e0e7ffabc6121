import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminOnly } from "../utils/account-context"
import { validateApiBody } from "../utils/validate"
import { statsPeriodBody } from "../validators/growth"

const period = validateApiBody(statsPeriodBody)

/** Stats (admin); the social feed and search are public and validate their queries in the route. */
export const growthMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/api/stats", middlewares: [adminOnly] },
  { method: ["POST"], matcher: "/api/stats", middlewares: [adminOnly, period] },
  { method: ["GET"], matcher: "/api/stats/cart/:id", middlewares: [adminOnly] },
  { method: ["POST"], matcher: "/api/stats/registered", middlewares: [adminOnly, period] },
  { method: ["POST"], matcher: "/api/stats/subscribers", middlewares: [adminOnly, period] },
  { method: ["POST"], matcher: "/api/stats/clients", middlewares: [adminOnly, period] },
  { method: ["POST"], matcher: "/api/stats/added-to-cart", middlewares: [adminOnly, period] },
]
