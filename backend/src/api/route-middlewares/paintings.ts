import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateApiBody } from "../utils/validate"
import { createPaintingBody } from "../validators/painting"

export const paintingMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/api/painting", middlewares: [validateApiBody(createPaintingBody)] },
]
