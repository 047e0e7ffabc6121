import { describe, expect, it } from "vitest"
import { EMAIL_MESSAGE, PASSWORD_MESSAGE, emailError, passwordError, safeNext } from "./validate-credentials"

describe("credentials (spec section 5)", () => {
  it.each(["a@b.co", "shopper@petportraits.test", " spaced@example.com ", "first.last+tag@mail.example.org"])(
    "accepts the email %j",
    (email) => {
      expect(emailError(email)).toBeUndefined()
    }
  )
  it.each(["", "plain", "a@b", "@b.co", "a b@c.de", "a@b .co", "a@@b.co"])("rejects the email %j", (email) => {
    expect(emailError(email)).toBe(EMAIL_MESSAGE)
  })
  it("needs 8 characters of password", () => {
    expect(passwordError("1234567")).toBe(PASSWORD_MESSAGE)
    expect(passwordError("")).toBe(PASSWORD_MESSAGE)
    expect(passwordError("12345678")).toBeUndefined()
  })
  it("goes on only to this site's paths", () => {
    expect(safeNext(null)).toBe("/my-artworks/1/")
    expect(safeNext("/checkout")).toBe("/checkout")
    expect(safeNext("/account?x=1")).toBe("/account?x=1")
    expect(safeNext("https://evil.example")).toBe("/my-artworks/1/")
    expect(safeNext("//evil.example")).toBe("/my-artworks/1/")
    expect(safeNext("/\\evil.example")).toBe("/my-artworks/1/")
  })
})
