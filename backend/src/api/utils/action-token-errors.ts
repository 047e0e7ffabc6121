import type { ConsumedActionToken } from "../../modules/account/service"
import { ApiError } from "./api-error"

/** A refused e-mailed link as a field error that tells the reader what to do next. */
export function actionTokenError(what: "activation" | "reset", result: Extract<ConsumedActionToken, { ok: false }>): ApiError {
  const link = what === "activation" ? "activation link" : "password reset link"
  const again = what === "activation" ? "Please ask for a new activation email." : "Please ask for a new one with Forgot password."
  const message =
    result.reason === "used"
      ? `This ${link} was already used. ${again}`
      : result.reason === "expired"
        ? `This ${link} has expired. ${again}`
        : `This ${link} is not valid. ${again}`
  return ApiError.badRequest("token", message)
}
