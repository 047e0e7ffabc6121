import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateApiBody } from "../utils/validate"
import {
  activateBody,
  forgotPasswordBody,
  loginBody,
  referBody,
  registerBody,
  resetPasswordBody,
  subscriptionBody,
  updateAccountBody,
  updatePasswordBody,
} from "../validators/account"

export const accountMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/api/account/register", middlewares: [validateApiBody(registerBody)] },
  { method: ["POST"], matcher: "/api/account/login", middlewares: [validateApiBody(loginBody)] },
  { method: ["POST"], matcher: "/api/account/activate", middlewares: [validateApiBody(activateBody)] },
  { method: ["POST"], matcher: "/api/account/forgot_password", middlewares: [validateApiBody(forgotPasswordBody)] },
  { method: ["POST"], matcher: "/api/account/:id/reset_password", middlewares: [validateApiBody(resetPasswordBody)] },
  { method: ["PATCH"], matcher: "/api/account/update_password", middlewares: [validateApiBody(updatePasswordBody)] },
  { method: ["PATCH"], matcher: "/api/account/update", middlewares: [validateApiBody(updateAccountBody)] },
  { method: ["POST"], matcher: "/api/account/cart_reminders", middlewares: [validateApiBody(subscriptionBody)] },
  { method: ["POST"], matcher: "/api/account/newsletter", middlewares: [validateApiBody(subscriptionBody)] },
  { method: ["POST"], matcher: "/api/account/refer", middlewares: [validateApiBody(referBody)] },
]
