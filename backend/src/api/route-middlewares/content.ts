import type { MiddlewareRoute } from "@medusajs/framework/http"
import { validateApiBody } from "../utils/validate"
import { logBody } from "../validators/log"

export const contentMiddlewares: MiddlewareRoute[] = [{ method: ["POST"], matcher: "/api/log", middlewares: [validateApiBody(logBody)] }]
