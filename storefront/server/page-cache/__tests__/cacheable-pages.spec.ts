import { describe, expect, it } from "vitest"
import { cacheablePage } from "../cacheable-pages"

const get = (url: string, headers: Record<string, string> = {}) => cacheablePage("GET", url, headers)

describe("which pages the page cache keeps", () => {
  it("keeps the public pages, each with the data it is drawn from", () => {
    expect(get("/")).toMatchObject({ key: "/", renderUrl: "/", tags: ["styles", "paintings", "products"] })
    expect(get("/style/sty_01ABC")).toMatchObject({ key: "/style/sty_01ABC", tags: expect.arrayContaining(["styles", "paintings"]) })
    expect(get("/products/canvas")?.tags).toContain("products")
    expect(get("/articles/how-to-photograph-a-cat")?.tags).toContain("articles")
    for (const path of ["/pet-portraits", "/guide", "/faq", "/legal/terms", "/reviews", "/portraits", "/portraits/list/3"]) {
      expect(get(path), path).not.toBeNull()
    }
  })

  it("never keeps a private page or one that depends on the visitor", () => {
    for (const path of [
      "/account",
      "/cart",
      "/checkout",
      "/my-artworks/1",
      "/admin",
      "/artwork/paint_1",
      "/sign-in",
      "/search?q=cat",
      "/order-complete/o_1",
    ]) {
      expect(get(path), path).toBeNull()
    }
    expect(get("/", { authorization: "Token abc" })).toBeNull()
    expect(get("/", { rsc: "1" })).toBeNull()
    expect(get("/", { "next-router-prefetch": "1" })).toBeNull()
    expect(cacheablePage("POST", "/", {})).toBeNull()
  })

  it("shares one page among visitors from ads and referral links, whatever their tracking parameters", () => {
    const page = get("/?utm_source=facebook&utm_campaign=spring&fbclid=abc&referrerId=12")
    expect(page).toMatchObject({ key: "/", renderUrl: "/" })
    expect(cacheablePage("HEAD", "/pet-portraits/?gclid=x", {})).toMatchObject({ key: "/pet-portraits", renderUrl: "/pet-portraits/" })
    // A campaign link is the page after its prefix (the browser reads the campaign from its address).
    expect(get("/c/summer/")).toMatchObject({ key: "/", renderUrl: "/" })
    expect(get("/c/summer/products/canvas?utm_medium=cpc")).toMatchObject({ key: "/products/canvas", renderUrl: "/products/canvas" })
    expect(get("/c/summer/account")).toBeNull()
  })

  it("keeps a copy of its own for link-preview bots, whose page carries its metadata in the head", () => {
    const browser = get("/products/canvas", {
      "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1",
    })
    const facebook = get("/products/canvas", { "user-agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)" })
    expect(facebook?.key).not.toBe(browser?.key)
    expect(facebook?.renderUrl).toBe(browser?.renderUrl)
    expect(get("/products/canvas", { "user-agent": "Twitterbot/1.0" })?.key).toBe(facebook?.key)
  })

  it("keeps only the query parameters a page reads, checked, so strangers cannot fill the cache", () => {
    expect(get("/style/sty_1/paintings?page=2")).toMatchObject({
      key: "/style/sty_1/paintings?page=2",
      renderUrl: "/style/sty_1/paintings?page=2",
    })
    expect(get("/style/sty_1/paintings?page=abc")).toBeNull()
    expect(get("/style/sty_1/paintings?page=2&page=3")).toBeNull()
    expect(get("/?x=1")).toBeNull()
    expect(get("/portraits?styleId=sty_1")).toBeNull()
  })

  it("refuses odd addresses instead of guessing", () => {
    for (const url of ["//evil.example/", "style/x", `/${"a".repeat(3000)}`, "/style/%ZZ", "/style/a%00b"]) expect(get(url), url).toBeNull()
  })
})
