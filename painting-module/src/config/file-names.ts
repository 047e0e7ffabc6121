import { randomBytes } from "node:crypto"

/**
 * The name a stored file gets: 128 random bits and the type's extension. Nothing of the photo or
 * painting it belongs to, of its other versions or of the time, so no name can be guessed from
 * another (issue 18, item 2).
 */
export function randomFileName(extension: string): string {
  return `${randomBytes(16).toString("hex")}.${extension.replace(/^\./, "")}`
}
