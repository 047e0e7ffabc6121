/**
 * A shared page carries its stylesheets inline, in their order, with nothing left for the
 * browser to fetch before it paints, and the stylesheets' fonts still found.
 */
import { describe, expect, it } from "vitest"
import { inlineStylesheets as inlineAll, linkHeaderWithout, MOST_INLINE_CSS_BYTES, type ReadStylesheet } from "../inline-stylesheets"

const inlineStylesheets = (html: string, read: ReadStylesheet) => inlineAll(html, read).html

const link = (name: string) => `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" data-precedence="next"/>`
const PAGE = `<html><head>${link("base")}${link("page")}<script src="/_next/static/chunks/app.js" async=""></script></head><body><h1>Hi</h1></body></html>`
const FILES: Record<string, string> = {
  "/_next/static/chunks/base.css": "body{margin:0}",
  "/_next/static/chunks/page.css": "h1{color:#2a241e}",
}
const read = (href: string) => FILES[href] ?? null

describe("a shared page's stylesheets inline", () => {
  it("puts each stylesheet's rules where its link was, in order, leaving no stylesheet to fetch", () => {
    const html = inlineStylesheets(PAGE, read)
    const base = `<style data-inlined-href="/_next/static/chunks/base.css">body{margin:0}</style>`
    const page = `<style data-inlined-href="/_next/static/chunks/page.css">h1{color:#2a241e}</style>`
    expect(html).toContain(`<head>${base}${page}<script src="/_next/static/chunks/app.js" async=""></script></head>`)
    expect(html).not.toContain(`rel="stylesheet"`)
    expect(inlineAll(PAGE, read).inlined).toEqual(["/_next/static/chunks/base.css", "/_next/static/chunks/page.css"])
  })

  it("takes the inlined stylesheets' preloads out of the page's Link header and keeps the rest", () => {
    const link =
      `</>; rel=preconnect; crossorigin="", </_next/static/chunks/base.css>; rel=preload; as="style", ` +
      `</_next/static/chunks/other.css>; rel=preload; as="style"`
    expect(linkHeaderWithout(link, ["/_next/static/chunks/base.css"])).toBe(
      `</>; rel=preconnect; crossorigin="", </_next/static/chunks/other.css>; rel=preload; as="style"`
    )
    expect(linkHeaderWithout(`</_next/static/chunks/base.css>; rel=preload; as="style"`, ["/_next/static/chunks/base.css"])).toBeUndefined()
    expect(linkHeaderWithout(undefined, ["/_next/static/chunks/base.css"])).toBeUndefined()
  })

  it("points the stylesheet's relative addresses (its fonts) at the build, where they were relative to", () => {
    const css =
      `@font-face{font-family:Jost;src:url(../media/jost.woff2) format("woff2"),url("../media/jost.woff") format("woff")}` +
      `.a{background:url(data:image/png;base64,AAAA)}.b{background:url(/icon.svg)}.c{background:url('https://cdn.test/x.png')}`
    const html = inlineStylesheets(link("fonts"), () => css)
    expect(html).toContain(`src:url(/_next/static/media/jost.woff2) format("woff2"),url("/_next/static/media/jost.woff") format("woff")`)
    expect(html).toContain(
      `.a{background:url(data:image/png;base64,AAAA)}.b{background:url(/icon.svg)}.c{background:url('https://cdn.test/x.png')}`
    )
  })

  it("keeps a link whose file it cannot read, whose text could end the style element, or whose address leaves the build", () => {
    expect(inlineStylesheets(link("missing"), read)).toBe(link("missing"))
    const closing = inlineStylesheets(link("base"), () => "a{}</style><script>alert(1)</script>")
    expect(closing).toBe(link("base"))
    const outside = `<link rel="stylesheet" href="/_next/static/../../secrets.css" data-precedence="next"/>`
    expect(inlineStylesheets(outside, () => "a{}")).toBe(outside)
  })

  it("stops inlining once the page carries the most CSS it may, leaving the rest linked", () => {
    const big = "a{}".padEnd(MOST_INLINE_CSS_BYTES - 10, " ")
    const html = inlineStylesheets(`${link("big")}${link("page")}`, (href) => (href.endsWith("big.css") ? big : "h1{color:#2a241e}"))
    expect(html).toContain(`data-inlined-href="/_next/static/chunks/big.css"`)
    expect(html.endsWith(link("page"))).toBe(true)
  })
})
