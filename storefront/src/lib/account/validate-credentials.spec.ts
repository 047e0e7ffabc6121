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
  // The query arrives decoded once; a browser drops a tab or newline inside a URL, so
  // "/\t/evil.example/" becomes "//evil.example/", another host.
  it.each([
    "/%09/evil.example/",
    "/%0A/evil.example/",
    "/%0D/evil.example/",
    "/\t/evil.example/",
    "/\n/evil.example/",
    "/\\evil.example",
    "\\/evil.example",
    "//evil.example",
    "///evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    " /evil",
    "/%2F%2Fevil.example",
    "/%252F%252Fevil.example",
    "/%5Cevil.example",
    "/.//evil.example",
    "/%E0%A4%A",
    "checkout",
  ])("does not go on to %j", (next) => {
    expect(safeNext(next)).toBe("/my-artworks/1/")
  })
  it.each([
    ["/checkout", "/checkout"],
    ["/account?x=1", "/account?x=1"],
    ["/my-artworks/2/?style=abc", "/my-artworks/2/?style=abc"],
    ["/style/oil-painting#top", "/style/oil-painting#top"],
    ["/search?q=black%20cat", "/search?q=black%20cat"],
    ["/account?activate=0123abcd", "/account?activate=0123abcd"],
  ])("keeps the same-site path %j", (next, kept) => {
    expect(safeNext(next)).toBe(kept)
  })
})
