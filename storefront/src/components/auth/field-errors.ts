/** A 400 answer names its field: show it there; anything else goes through the shop's error display. */
import { ApiError } from "@/lib/api/client"
import { handleApiError } from "@/lib/api/handle-api-error"

export function fieldErrorOf<F extends string>(err: unknown, fields: readonly F[], fallbackField?: F): Partial<Record<F, string>> | null {
  if (err instanceof ApiError && err.status === 400) {
    const field = fields.find((f) => f === err.field) ?? fallbackField
    if (field) return { [field]: err.message } as Partial<Record<F, string>>
  }
  handleApiError(err)
  return null
}
