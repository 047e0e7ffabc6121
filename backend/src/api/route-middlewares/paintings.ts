import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminOnly } from "../utils/account-context"
import { validateApiBody } from "../utils/validate"
import { bulkCreateBody, createPaintingBody, testPortraitBody, updatePaintingBody } from "../validators/painting"

export const paintingMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/api/painting", middlewares: [validateApiBody(createPaintingBody)] },
  { method: ["PATCH"], matcher: "/api/painting/:id", middlewares: [validateApiBody(updatePaintingBody)] },
  { method: ["POST"], matcher: "/api/paintings/bulk_create", middlewares: [adminOnly, validateApiBody(bulkCreateBody)] },
  // Admin calls refuse others before their body is read (a shopper learns nothing from a 400).
  { method: ["POST"], matcher: "/api/paintings/create-test-portrait", middlewares: [adminOnly, validateApiBody(testPortraitBody)] },
]
