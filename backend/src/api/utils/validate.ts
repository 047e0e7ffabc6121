import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "zod"
import { ApiError } from "./api-error"
import { fieldWithNul, NUL_MESSAGE } from "./malformed-input"

/** A zod check of the JSON body whose first problem becomes a 400 { field, message }. */
export function validateApiBody<T extends z.ZodType>(schema: T) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const nul = fieldWithNul(req.body)
    if (nul) return next(ApiError.badRequest(nul, NUL_MESSAGE))
    const parsed = schema.safeParse(req.body ?? {})
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return next(ApiError.badRequest(issue.path.join(".") || "body", issue.message))
    }
    ;(req as MedusaRequest & { validatedBody: z.infer<T> }).validatedBody = parsed.data
    next()
  }
}

/** Query parameters through a schema; the first problem is a 400 { field, message }. */
export function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.infer<T> {
  const parsed = schema.safeParse(query ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw ApiError.badRequest(issue.path.join(".") || "query", issue.message)
  }
  return parsed.data
}
