import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { adminOnly } from "../utils/account-context"
import { acceptFiles } from "../utils/accept-upload"
import { validateApiBody } from "../utils/validate"
import {
  createPaintStyleBody,
  createStyleBody,
  createStyleLayerBody,
  styleExampleImageBody,
  updatePostProcessBody,
  updateStyleBody,
  updateStyleLayerBody,
} from "../validators/style"

const MAX_UPLOAD_BYTES = 25 * 1024 * 1024

// The reference image stays in memory: its bytes are checked before anything is stored.
const styleImageUpload = acceptFiles("image", 1, { maxBytes: MAX_UPLOAD_BYTES, noun: "image" })

const validateCreateStyle = validateApiBody(createStyleBody)
const validateCreatePaintStyle = validateApiBody(createPaintStyleBody)

/** A style with an uploaded image is a "paint" style, whose text fields are optional. */
function validateStyleCreation(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const withImage = Boolean((req as MedusaRequest & { file?: unknown }).file)
  return (withImage ? validateCreatePaintStyle : validateCreateStyle)(req, res, next)
}

export const styleMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/api/style",
    middlewares: [adminOnly, styleImageUpload, validateStyleCreation],
  },
  { method: ["PATCH"], matcher: "/api/style/:id", middlewares: [adminOnly, validateApiBody(updateStyleBody)] },
  { method: ["DELETE"], matcher: "/api/style/:id", middlewares: [adminOnly] },
  { method: ["POST"], matcher: "/api/style/:id/example_image", middlewares: [adminOnly, validateApiBody(styleExampleImageBody)] },
  { method: ["POST"], matcher: "/api/style/:id/public_image_from_painting/:paintingId", middlewares: [adminOnly] },
  { method: ["POST"], matcher: "/api/style-layer", middlewares: [adminOnly, validateApiBody(createStyleLayerBody)] },
  { method: ["PATCH"], matcher: "/api/style-layer", middlewares: [adminOnly, validateApiBody(updateStyleLayerBody)] },
  { method: ["DELETE"], matcher: "/api/style-layer", middlewares: [adminOnly] },
  { method: ["GET"], matcher: "/api/post_process/:id", middlewares: [adminOnly] },
  { method: ["PATCH"], matcher: "/api/post_process/:id", middlewares: [adminOnly, validateApiBody(updatePostProcessBody)] },
]
