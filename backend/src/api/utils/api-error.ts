/**
 * Errors of the /api contract (spec section 8): a status, a message, and where the spec
 * asks for them a `field` (400 field errors, shown as 'field: message') or a `type`
 * (412 NOT_VERIFIED / NOT_ANALYZED / PAINTING_IN_PROGRESS).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { field?: string; type?: string } = {}
  ) {
    super(message)
  }

  toJSON() {
    return { message: this.message, ...this.extra }
  }

  static badRequest(field: string, message: string) {
    return new ApiError(400, message, { field })
  }
  static unauthorized(message = "Not allowed.") {
    return new ApiError(401, message)
  }
  static notFound(message: string) {
    return new ApiError(404, message)
  }
  static preconditionFailed(type: "NOT_VERIFIED" | "NOT_ANALYZED" | "PAINTING_IN_PROGRESS", message: string) {
    return new ApiError(412, message, { type })
  }
  static loginRequired(message = "Please log in first.") {
    return new ApiError(423, message, { type: "LOGIN_REQUIRED" })
  }
}
