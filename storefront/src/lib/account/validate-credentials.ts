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

/** Any origin will do: only whether a path stays on it matters. */
const PROBE_ORIGIN = "https://shop.invalid"
/** C0 and C1 control characters and DEL: a browser drops tabs and newlines from a URL, so "/\t/evil" is "//evil". */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** The URL a path resolves to, when it is a path of this site: no control character, no backslash, same origin. */
function sameSitePath(value: string): URL | undefined {
  if (!value.startsWith("/") || CONTROL.test(value) || value.includes("\\")) return undefined
  try {
    const url = new URL(value, PROBE_ORIGIN)
    return url.origin === PROBE_ORIGIN ? url : undefined
  } catch {
    return undefined
  }
}

/**
 * Where to go after logging in: a path of this site only (never another host). Checked as a URL
 * parser reads it, and again after each percent-decoding a router or server might still apply;
 * what goes on is the parsed path, query and fragment.
 */
export function safeNext(next: string | null | undefined, fallback = "/my-artworks/1/"): string {
  if (!next) return fallback
  const url = sameSitePath(next)
  if (!url) return fallback
  let decoded = next
  for (let round = 0; round < 3; round++) {
    let once: string
    try {
      once = decodeURIComponent(decoded)
    } catch {
      return fallback
    }
    if (once === decoded) break
    if (!sameSitePath(once)) return fallback
    decoded = once
  }
  const target = `${url.pathname}${url.search}${url.hash}`
  // The parser's normalising ("/.//x" is the path "//x") must not make a host of it either.
  return sameSitePath(target) && !target.startsWith("//") ? target : fallback
}
