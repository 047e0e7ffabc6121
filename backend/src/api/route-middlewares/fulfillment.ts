import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminOnly } from "../utils/account-context"
import { acceptFiles } from "../utils/accept-upload"
import { validateApiBody } from "../utils/validate"
import { updateFulfillmentBody } from "../validators/fulfillment"

/** Proofs and replacement print files (a 24x36 in print at 300 DPI as PNG can be large). */
const MAX_UPLOAD_BYTES = 100 * 1024 * 1024
const imageUpload = acceptFiles("image", 1, { maxBytes: MAX_UPLOAD_BYTES, noun: "image" })

export const fulfillmentMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/api/order/:id/init-fulfillment", middlewares: [adminOnly] },
  { method: ["GET"], matcher: "/api/order/:id/fulfillment-package", middlewares: [adminOnly] },
  { method: ["GET"], matcher: "/api/order/:id/fulfillment", middlewares: [adminOnly] },
  { method: ["POST"], matcher: "/api/order/:id/proof", middlewares: [adminOnly, imageUpload] },
  { method: ["DELETE"], matcher: "/api/order/proof/:id", middlewares: [adminOnly] },
  { method: ["POST"], matcher: "/api/order/fulfillment-image/:id", middlewares: [adminOnly, imageUpload] },
  { method: ["DELETE"], matcher: "/api/order/fulfillment-image/:id", middlewares: [adminOnly] },
  { method: ["PATCH"], matcher: "/api/order/:id/update-fulfillment", middlewares: [adminOnly, validateApiBody(updateFulfillmentBody)] },
  { method: ["POST"], matcher: "/api/order/:id/send-to-print-partner", middlewares: [adminOnly] },
]
