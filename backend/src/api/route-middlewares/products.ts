import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminOnly } from "../utils/account-context"
import { validateApiBody } from "../utils/validate"
import { createProductBody, updateProductBody } from "../validators/products"

export const productMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/api/product", middlewares: [adminOnly, validateApiBody(createProductBody)] },
  { method: ["PATCH"], matcher: "/api/product/:id", middlewares: [adminOnly, validateApiBody(updateProductBody)] },
]
