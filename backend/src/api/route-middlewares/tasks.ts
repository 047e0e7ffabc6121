import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminOnly } from "../utils/account-context"
import { validateApiBody } from "../utils/validate"
import { updateServiceBody } from "../validators/task"

export const taskMiddlewares: MiddlewareRoute[] = [
  { method: ["PATCH"], matcher: "/api/service/:id", middlewares: [adminOnly, validateApiBody(updateServiceBody)] },
]
