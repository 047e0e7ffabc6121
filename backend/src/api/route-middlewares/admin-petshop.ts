import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateApiBody } from "../utils/validate"
import { updateStyleCurationBody } from "../validators/admin-petshop"

/**
 * The painting admin pages' calls. Medusa itself requires an admin user on /admin/*, so
 * only input checks are added here; query strings are parsed in the routes.
 */
export const adminPetshopMiddlewares: MiddlewareRoute[] = [
  { method: ["PATCH"], matcher: "/admin/petshop/styles/:id", middlewares: [validateApiBody(updateStyleCurationBody)] },
]
