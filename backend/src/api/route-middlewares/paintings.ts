import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateApiBody } from "../utils/validate"
import { bulkCreateBody, createPaintingBody, testPortraitBody, updatePaintingBody } from "../validators/painting"

export const paintingMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/api/painting", middlewares: [validateApiBody(createPaintingBody)] },
  { method: ["PATCH"], matcher: "/api/painting/:id", middlewares: [validateApiBody(updatePaintingBody)] },
  { method: ["POST"], matcher: "/api/paintings/bulk_create", middlewares: [validateApiBody(bulkCreateBody)] },
  { method: ["POST"], matcher: "/api/paintings/create-test-portrait", middlewares: [validateApiBody(testPortraitBody)] },
]
