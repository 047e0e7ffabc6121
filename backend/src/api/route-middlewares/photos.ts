import type { MiddlewareRoute } from "@medusajs/framework/http"
import { acceptFiles } from "../utils/accept-upload"
import { validateApiBody } from "../utils/validate"
import { photoBase64Body } from "../validators/photo"

const MAX_UPLOAD_BYTES = 25 * 1024 * 1024

// Uploads stay in memory: the bytes are checked before anything is written anywhere.
const photoUpload = acceptFiles("image", 1, { maxBytes: MAX_UPLOAD_BYTES, noun: "photo" })

export const photoMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/api/photo", middlewares: [photoUpload] },
  {
    method: ["POST"],
    matcher: "/api/photo/base64",
    bodyParser: { sizeLimit: "36mb" },
    middlewares: [validateApiBody(photoBase64Body)],
  },
]
