/**
 * An account or client address has used up a quota (issue 18): the API answers 429 with the
 * message, and Retry-After when the quota frees itself after a while. Recognised by its name,
 * because a workflow step's error reaches the error handler as a plain object.
 */
export class QuotaExceeded extends Error {
  constructor(
    message: string,
    /** Seconds until the window ends; none for a quota that waiting does not free. */
    readonly retryAfterSeconds?: number
  ) {
    super(message)
    this.name = "QuotaExceeded"
  }
}
