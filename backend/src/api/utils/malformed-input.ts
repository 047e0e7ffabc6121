/**
 * What no route can take, found before any route runs (issue 20): a path segment that is not
 * valid percent-encoding (`%ZZ`, a lone `%`, `%c0%ae`), that holds control characters, or
 * that is far longer than any id; and a NUL character anywhere in the query or a JSON body,
 * which Postgres cannot store ("invalid message format" was a 500).
 */

/** Longer than any id, code, token or file name the shop makes. */
export const MAX_PATH_SEGMENT_LENGTH = 256

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

export type MalformedInput = { field: string; message: string }

/** The first path segment no route can take, as a field error; undefined when all are fine. */
export function malformedPath(rawPath: string): MalformedInput | undefined {
  for (const segment of rawPath.split("/")) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return { field: "path", message: "The address is not valid: it has a broken %-encoding." }
    }
    if (CONTROL.test(decoded)) return { field: "path", message: "The address is not valid: it has control characters." }
    if (decoded.length > MAX_PATH_SEGMENT_LENGTH) return { field: "path", message: "The address is not valid: a part of it is too long." }
  }
  return undefined
}

/** The dotted path of the first string (or key) with a NUL character in a parsed query or JSON body. */
export function fieldWithNul(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") || "body" : undefined
  if (!value || typeof value !== "object" || depth > 32) return undefined
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key.replaceAll("\u0000", "")].join(".") || "body"
    const found = fieldWithNul(inner, [...path, key], depth + 1)
    if (found) return found
  }
  return undefined
}

export const NUL_MESSAGE = "This text holds a NUL character, which is not allowed."
