import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ApiError } from "../utils/api-error"
import { fieldWithNul, malformedPath, NUL_MESSAGE } from "../utils/malformed-input"

/**
 * Every request, Medusa's own routes included, before any route decodes its parameters:
 * malformed paths and NUL characters are a 400 in the spec's error shape, never a 500
 * (Express's "Failed to decode param", Postgres's "invalid message format").
 */
export function refuseMalformedRequest(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  // The whole path as sent: a middleware mounted on "/*" sees req.path without what it matched.
  const path = malformedPath((req.originalUrl ?? req.url).split("?")[0])
  if (path) return next(ApiError.badRequest(path.field, path.message))
  const query = fieldWithNul(req.query)
  if (query) return next(ApiError.badRequest(query, NUL_MESSAGE))
  // JSON bodies parsed by now; the rest are checked by validateApiBody.
  const body = req.body && typeof req.body === "object" ? fieldWithNul(req.body) : undefined
  if (body) return next(ApiError.badRequest(body, NUL_MESSAGE))
  next()
}

export const malformedRequestMiddlewares: MiddlewareRoute[] = [{ matcher: "/*", middlewares: [refuseMalformedRequest] }]
