import { describe, expect, it } from "vitest"
import { contentSecurityPolicy, newNonce } from "./security-headers"

const base = {
  nonce: "abc123==",
  development: false,
  https: false,
  backendUrl: "http://localhost:9000/",
  realtimeUrl: "http://localhost:9001",
}
const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `))

describe("the storefront's Content-Security-Policy", () => {
  it("runs only scripts with the request's nonce, and no eval outside development", () => {
    const csp = contentSecurityPolicy(base)
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'")
    expect(directive(contentSecurityPolicy({ ...base, development: true }), "script-src")).toContain("'unsafe-eval'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("base-uri 'self'")
  })

  it("lets pictures come from the backend and more hosts, and the live events connect", () => {
    const csp = contentSecurityPolicy({ ...base, realtimeUrl: "https://live.shop.example", imageOrigins: "https://cdn.example/pics, junk" })
    expect(directive(csp, "img-src")).toBe("img-src 'self' data: blob: http://localhost:9000 https://cdn.example")
    expect(directive(csp, "connect-src")).toBe(
      "connect-src 'self' http://localhost:9000 https://cdn.example https://live.shop.example wss://live.shop.example"
    )
    expect(directive(csp, "style-src")).toBe("style-src 'self' 'unsafe-inline'")
  })

  it("upgrades plain-http requests only over https", () => {
    expect(contentSecurityPolicy(base)).not.toContain("upgrade-insecure-requests")
    expect(contentSecurityPolicy({ ...base, https: true })).toContain("upgrade-insecure-requests")
  })

  it("makes a new 128-bit nonce each time", () => {
    const a = newNonce()
    expect(atob(a)).toHaveLength(16)
    expect(newNonce()).not.toBe(a)
  })
})
