import { beforeEach, describe, expect, it, vi } from "vitest"
import { ApiError, ThrottledError } from "./client"
import { handleApiError, WAIT_FOR_ANALYSIS, WAIT_FOR_PAINTING } from "./handle-api-error"
import { useUi } from "../ui/ui-store"

const shown = () => useUi.getState().toasts.map((t) => [t.kind, t.text])

beforeEach(() => useUi.setState({ toasts: [], prompt: null }))

describe("what a shopper sees when a call fails (spec section 8)", () => {
  it("opens the verify-email prompt for 412 NOT_VERIFIED and the login prompt for 423", () => {
    handleApiError(new ApiError(412, "Verify first.", "NOT_VERIFIED"))
    expect(useUi.getState().prompt).toBe("VerifyEmail")
    handleApiError(new ApiError(423, "Please log in first.", "LOGIN_REQUIRED"))
    expect(useUi.getState().prompt).toBe("RequireLogin")
    expect(shown()).toEqual([])
  })

  it("asks to wait for the photo analysis or the other painting", () => {
    handleApiError(new ApiError(412, "x", "NOT_ANALYZED"))
    handleApiError(new ApiError(412, "x", "PAINTING_IN_PROGRESS"))
    expect(shown()).toEqual([
      ["error", WAIT_FOR_ANALYSIS],
      ["error", WAIT_FOR_PAINTING],
    ])
    expect(WAIT_FOR_ANALYSIS).toBe("Please wait for your photo to finish analysis.")
    expect(WAIT_FOR_PAINTING).toBe("Please wait for your other painting to finish painting.")
  })

  it("only logs a 401, another 412 type and a throttled repeat", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined)
    handleApiError(new ApiError(401, "Not allowed."))
    handleApiError(new ApiError(412, "x", "SOMETHING_ELSE"))
    handleApiError(new ThrottledError("GET /api/cart"))
    expect(shown()).toEqual([])
    expect(useUi.getState().prompt).toBeNull()
    expect(info).toHaveBeenCalledTimes(2)
    info.mockRestore()
  })

  it("shows field errors as 'field: message' and other errors by their message", () => {
    handleApiError(new ApiError(400, "Please write an actual email address.", undefined, "email"))
    handleApiError(new ApiError(404, "Style not found."))
    expect(shown()).toEqual([
      ["error", "email: Please write an actual email address."],
      ["error", "Style not found."],
    ])
  })
})
