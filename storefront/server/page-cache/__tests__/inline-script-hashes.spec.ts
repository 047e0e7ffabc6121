import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { inlineScriptHashes } from "../inline-script-hashes"

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

describe("the hashes of a page's inline scripts", () => {
  it("hashes each inline script's exact text once, and skips scripts loaded from a file", () => {
    const a = "(self.__next_f=self.__next_f||[]).push([0])"
    const b = 'self.__next_f.push([1,"caf\\u00e9 \\u003c/script> é"])'
    const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script><script>${a}</script></head>
      <body><script id="x" >${b}</script><SCRIPT>${a}</SCRIPT><script type="application/ld+json">{"@type":"Product"}</script></body></html>`
    expect(inlineScriptHashes(html)).toEqual([sha(a), sha(b), sha('{"@type":"Product"}')])
  })

  it("gives nothing to a page without inline scripts", () => {
    expect(inlineScriptHashes("<p>Hello</p><script src='/x.js'></script>")).toEqual([])
  })
})
