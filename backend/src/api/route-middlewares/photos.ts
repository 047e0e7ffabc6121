import type { MiddlewareRoute } from "@medusajs/framework/http"
import multer from "multer"
import { validateApiBody } from "../utils/validate"
import { photoBase64Body } from "../validators/photo"

const MAX_UPLOAD_BYTES = 25 * 1024 * 1024

// Uploads stay in memory: the bytes are checked before anything is written anywhere.
const photoUpload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } })

export const photoMiddlewares: MiddlewareRoute[] = [
  { method: ["POST"], matcher: "/api/photo", middlewares: [photoUpload.single("image")] },
  {
    method: ["POST"],
    matcher: "/api/photo/base64",
    bodyParser: { sizeLimit: "36mb" },
    middlewares: [validateApiBody(photoBase64Body)],
  },
]
