/**
 * The Content-Security-Policy hashes of a page's inline scripts. A cached page is shared by
 * every visitor, so it cannot carry a per-request nonce; instead its policy allows exactly the
 * inline scripts it was rendered with ('sha256-…' of each one's text, as the browser hashes it)
 * and scripts from the shop's own origin. Nothing injected later matches a hash.
 */
import { createHash } from "node:crypto"

// HTML ends a script's text at the first `</script` in any case; React escapes that sequence
// inside the data it inlines, so a script's text is everything up to it.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const HAS_SRC = /\ssrc\s*=/i

/** 'sha256-…' sources of every inline script of the page, each once, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(` ${attributes}`)) continue
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`)
  }
  return [...hashes]
}
