import type { MiddlewareRoute } from "@medusajs/framework/http"
import { adminOnly } from "../utils/account-context"
import { validateApiBody } from "../utils/validate"
import { postProcessPaintingBody } from "../validators/post-process"

/** Trying post-process settings on a painting: admins only, like the settings themselves. */
export const postProcessMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/api/post_process/:id/apply", middlewares: [adminOnly] },
  { method: ["POST"], matcher: "/api/post_process/:id/apply", middlewares: [adminOnly, validateApiBody(postProcessPaintingBody)] },
  {
    method: ["POST"],
    matcher: "/api/post_process/:id/replace_painting_image",
    middlewares: [adminOnly, validateApiBody(postProcessPaintingBody)],
  },
  { method: ["POST"], matcher: "/api/post_process/:id/use_as_example", middlewares: [adminOnly, validateApiBody(postProcessPaintingBody)] },
]
