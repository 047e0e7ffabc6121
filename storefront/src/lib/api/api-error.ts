/** An answer of the /api contract that was not OK (spec section 8), with what the body said. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type?: string,
    readonly field?: string,
    readonly body?: unknown
  ) {
    super(message)
    this.name = "ApiError"
  }

  /** How a field error reads in a toast: 'field: message'. */
  get display(): string {
    return this.field ? `${this.field}: ${this.message}` : this.message
  }
}

/** Reads an error body; an unparseable one keeps the status text. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "")
  let body: { message?: unknown; type?: unknown; field?: unknown } | undefined
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  const message = typeof body?.message === "string" && body.message ? body.message : response.statusText || `HTTP ${response.status}`
  return new ApiError(
    response.status,
    message,
    typeof body?.type === "string" ? body.type : undefined,
    typeof body?.field === "string" ? body.field : undefined,
    body ?? text
  )
}
