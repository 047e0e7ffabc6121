import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateApiBody } from "../utils/validate"
import { loginBody, registerBody } from "../validators/account"

export const accountMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/api/account/register", middlewares: [validateApiBody(registerBody)] },
  { method: ["POST"], matcher: "/api/account/login", middlewares: [validateApiBody(loginBody)] },
]
