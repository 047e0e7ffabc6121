import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { validateApiBody } from "../utils/validate"
import { wishlistBody } from "../validators/wishlist"

/** Some HTTP clients drop a DELETE's body: DELETE /api/wishlist also takes ?uuid=. */
function uuidFromQuery(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const body = (req.body ?? {}) as Record<string, unknown>
  if (body.uuid === undefined && typeof req.query.uuid === "string") req.body = { ...body, uuid: req.query.uuid }
  next()
}

export const wishlistMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/api/wishlist", middlewares: [validateApiBody(wishlistBody)] },
  { method: ["DELETE"], matcher: "/api/wishlist", middlewares: [uuidFromQuery, validateApiBody(wishlistBody)] },
]
