import { errorHandler, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { asDomainError, type DomainErrorKind } from "../../lib/errors"
import { ApiError } from "./api-error"
import { TooManyAttempts } from "./rate-limit"

const medusaErrorHandler = errorHandler()

type DomainError = { name?: string; message?: string; field?: string; retryAfterSeconds?: number }

/**
 * The painting rules' errors (painting-rules/), by name: one thrown in a workflow step arrives
 * as a plain object. A photo whose analysis failed is unusable input (422 on its field); a
 * used-up quota is 429, with Retry-After when waiting frees it.
 */
function fromDomainError(err: DomainError): ApiError | undefined {
  if (err.name === "PhotoNotUsable") return new ApiError(422, err.message ?? "", { field: err.field ?? "photo" })
  if (err.name === "QuotaExceeded") return new ApiError(429, err.message ?? "")
  return undefined
}

/** The one place a domain error's kind becomes an HTTP status. */
const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  not_ready: 412,
  too_large: 413,
  unusable: 422,
  login_required: 423,
  too_many: 429,
  upstream_failed: 502,
  unavailable: 503,
}

/** Answers contract errors in the spec's shape and leaves everything else to Medusa. */
export function apiErrorHandler(err: unknown, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const domainError = asDomainError(err)
  if (domainError) {
    const { field, type, retryAfterSeconds } = domainError
    if (retryAfterSeconds) res.setHeader("Retry-After", String(retryAfterSeconds))
    res
      .status(STATUS_OF_KIND[domainError.kind] ?? 400)
      .json({ message: domainError.message, ...(field ? { field } : {}), ...(type ? { type } : {}) })
    return
  }
  const domain = (err ?? {}) as DomainError
  const apiError = err instanceof ApiError ? err : fromDomainError(domain)
  if (apiError) {
    if (apiError instanceof TooManyAttempts) res.setHeader("Retry-After", String(apiError.retryAfterSeconds))
    if (domain.name === "QuotaExceeded" && domain.retryAfterSeconds) res.setHeader("Retry-After", String(domain.retryAfterSeconds))
    res.status(apiError.status).json(apiError.toJSON())
    return
  }
  // Express decoding a route's parameter (refuseMalformedRequest finds these first).
  if (err instanceof URIError || ((err as { status?: number }).status === 400 && /decode param/i.test(String((err as Error).message)))) {
    res.status(400).json(ApiError.badRequest("path", "The address is not valid: it has a broken %-encoding.").toJSON())
    return
  }
  // Body parser: a JSON body that is not JSON or is too large is bad input, not a server fault.
  const type = (err as { type?: string }).type
  if (type === "entity.parse.failed") {
    res.status(400).json({ message: "The request body is not valid JSON." })
    return
  }
  if (type === "entity.too.large") {
    res.status(413).json({ message: "The request body is too large." })
    return
  }
  return medusaErrorHandler(err as Error, req, res, next)
}
