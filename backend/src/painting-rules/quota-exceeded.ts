import { DomainError } from "../lib/errors"

/**
 * An account or client address has used up a quota (issue 18): the API answers 429 with the
 * message, and Retry-After when the quota frees itself after a while. A DomainError (too_many),
 * so it crosses a workflow step as a plain object the error handler still recognises.
 */
export class QuotaExceeded extends DomainError {
  constructor(
    message: string,
    /** Seconds until the window ends; none for a quota that waiting does not free. */
    retryAfterSeconds?: number
  ) {
    super("too_many", message, { retryAfterSeconds })
  }
}
