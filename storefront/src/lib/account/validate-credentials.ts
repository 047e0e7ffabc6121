/** Spec section 5: the e-mail and password rules of the login, sign-up and password forms. */

export const EMAIL_MESSAGE = "Please write an actual email address."
export const PASSWORD_MESSAGE = "Password must be at least 8 characters long."
export const MIN_PASSWORD_LENGTH = 8

/** Something@something.tld, no spaces: the shape of an address, not proof it exists. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function emailError(email: string): string | undefined {
  const value = email.trim()
  return value.length <= 254 && EMAIL_SHAPE.test(value) ? undefined : EMAIL_MESSAGE
}

export function passwordError(password: string): string | undefined {
  return password.length >= MIN_PASSWORD_LENGTH ? undefined : PASSWORD_MESSAGE
}

/** Where to go after logging in: a path of this site only (never another host). */
export function safeNext(next: string | null | undefined, fallback = "/my-artworks/1/"): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback
  return next
}
