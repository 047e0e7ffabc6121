/**
 * The errors domain code throws (commerce/, painting-rules/, workflows/, jobs): they say what
 * went wrong in the shop's words, never which HTTP status answers it — that mapping lives in one
 * place, `api/utils/api-error-handler.ts`. The messages are the spec's (section 8).
 *
 * Recognised by `name` and `kind`, not by class: an error thrown in a workflow step reaches the
 * route as a plain object, so every field the handler needs is an own, serialisable property.
 */
export type DomainErrorKind =
  /** The input breaks a rule (400): `field` names the input. */
  | "invalid"
  /** Nobody is signed in, or the credentials are wrong (401). */
  | "unauthenticated"
  /** Signed in, but this is not theirs to do (403). */
  | "forbidden"
  /** No such thing, or not one the caller may see (404). */
  | "not_found"
  /** The change clashes with the current state (409). */
  | "conflict"
  /** Not yet: verify, wait for the analysis, or for the running painting (412, `type` says which). */
  | "not_ready"
  /** The guest has used what guests may: log in to go on (423). */
  | "login_required"
  /** Well-formed but unusable, e.g. a photo whose analysis failed (422). */
  | "unusable"
  /** Larger than allowed (413). */
  | "too_large"
  /** A quota or attempt budget is used up (429, Retry-After when waiting frees it). */
  | "too_many"
  /** A service the shop depends on refused or failed (502). */
  | "upstream_failed"
  /** Switched off or not configured here (503). */
  | "unavailable"

export type NotReadyType = "NOT_VERIFIED" | "NOT_ANALYZED" | "PAINTING_IN_PROGRESS"

export type DomainErrorDetails = { field?: string; type?: string; retryAfterSeconds?: number }

export class DomainError extends Error {
  readonly kind: DomainErrorKind
  readonly field?: string
  readonly type?: string
  readonly retryAfterSeconds?: number

  constructor(kind: DomainErrorKind, message: string, details: DomainErrorDetails = {}) {
    super(message)
    this.name = "DomainError"
    this.kind = kind
    if (details.field !== undefined) this.field = details.field
    if (details.type !== undefined) this.type = details.type
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds
  }

  static invalid(field: string, message: string) {
    return new DomainError("invalid", message, { field })
  }
  static unauthenticated(message = "Not allowed.") {
    return new DomainError("unauthenticated", message)
  }
  static forbidden(message: string) {
    return new DomainError("forbidden", message)
  }
  static notFound(message: string) {
    return new DomainError("not_found", message)
  }
  static conflict(message: string, field?: string) {
    return new DomainError("conflict", message, { field })
  }
  static notReady(type: NotReadyType, message: string) {
    return new DomainError("not_ready", message, { type })
  }
  static loginRequired(message = "Please log in first.") {
    return new DomainError("login_required", message, { type: "LOGIN_REQUIRED" })
  }
  static unusable(field: string, message: string) {
    return new DomainError("unusable", message, { field })
  }
  static tooLarge(message: string, field?: string) {
    return new DomainError("too_large", message, { field })
  }
  static tooMany(message: string, retryAfterSeconds?: number) {
    return new DomainError("too_many", message, { retryAfterSeconds })
  }
  static upstreamFailed(message: string) {
    return new DomainError("upstream_failed", message)
  }
  static unavailable(message: string) {
    return new DomainError("unavailable", message)
  }
}

/** A DomainError, whether thrown here or serialised on its way out of a workflow. */
export function asDomainError(err: unknown): DomainError | undefined {
  if (err instanceof DomainError) return err
  const e = err as Partial<DomainError> | null | undefined
  if (!e || typeof e !== "object" || e.name !== "DomainError" || typeof e.kind !== "string") return undefined
  return new DomainError(e.kind, String(e.message ?? ""), {
    field: e.field,
    type: e.type,
    retryAfterSeconds: e.retryAfterSeconds,
  })
}
