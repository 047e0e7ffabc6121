import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { requireAdmin } from "../utils/account-context"
import { validateApiBody } from "../utils/validate"
import { updateServiceBody } from "../validators/task"

/** Services and tasks are admin-only: others get 401 before their body is even looked at. */
function adminOnly(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    requireAdmin(req)
    next()
  } catch (err) {
    next(err)
  }
}

export const taskMiddlewares: MiddlewareRoute[] = [
  { method: ["PATCH"], matcher: "/api/service/:id", middlewares: [adminOnly, validateApiBody(updateServiceBody)] },
]
