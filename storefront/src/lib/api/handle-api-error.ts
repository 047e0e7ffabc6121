/**
 * What the shopper sees when a call fails (spec section 8): 412 by type opens the
 * verify-email prompt or explains what to wait for; 423 opens the login prompt; 401 is only
 * logged; field errors read 'field: message'; anything else shows its message.
 */
import { ApiError, ThrottledError } from "./client"
import { useUi } from "../ui/ui-store"

export const WAIT_FOR_ANALYSIS = "Please wait for your photo to finish analysis."
export const WAIT_FOR_PAINTING = "Please wait for your other painting to finish painting."

export function handleApiError(err: unknown): void {
  const ui = useUi.getState()
  if (err instanceof ThrottledError) return
  if (!(err instanceof ApiError)) {
    console.warn("[api]", err)
    ui.toast("The shop could not be reached. Please try again.", "error")
    return
  }
  switch (err.status) {
    case 401:
      console.info(`[api] not allowed: ${err.message}`)
      return
    case 412:
      if (err.type === "NOT_VERIFIED") return ui.openPrompt("VerifyEmail")
      if (err.type === "NOT_ANALYZED") return ui.toast(WAIT_FOR_ANALYSIS, "error")
      if (err.type === "PAINTING_IN_PROGRESS") return ui.toast(WAIT_FOR_PAINTING, "error")
      console.info(`[api] precondition ${err.type ?? "?"}: ${err.message}`)
      return
    case 423:
      console.info(`[api] login required: ${err.message}`)
      return ui.openPrompt("RequireLogin")
    default:
      ui.toast(err.display, "error")
  }
}
