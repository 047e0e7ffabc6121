import { errorHandler, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from "@medusajs/framework/http"
import { isDependencyOutage, OUTAGE_RETRY_AFTER_SECONDS } from "../../lib/dependency-outage"
import { asDomainError, type DomainError, type DomainErrorKind } from "../../lib/errors"
import { ApiError } from "./api-error"

const medusaErrorHandler = errorHandler()

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

/** The HTTP status that answers a domain error. */
export function statusOfDomainError(err: DomainError): number {
  return STATUS_OF_KIND[err.kind] ?? 400
}

/** Answers contract errors in the spec's shape and leaves everything else to Medusa. */
export function apiErrorHandler(err: unknown, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const domainError = asDomainError(err)
  if (domainError) {
    const { field, type, retryAfterSeconds } = domainError
    if (retryAfterSeconds) res.setHeader("Retry-After", String(retryAfterSeconds))
    res
      .status(statusOfDomainError(domainError))
      .json({ message: domainError.message, ...(field ? { field } : {}), ...(type ? { type } : {}) })
    return
  }
  if (err instanceof ApiError) {
    res.status(err.status).json(err.toJSON())
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
  // Postgres or Redis restarting: a clear "try again" instead of a server fault (issue 20).
  if (isDependencyOutage(err)) {
    res.setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS))
    res.status(503).json({ message: "The shop is briefly unavailable. Please try again in a moment." })
    return
  }
  return medusaErrorHandler(err as Error, req, res, next)
}
