import { createServer, request, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import { CLIENT_ADDRESS_HEADER, clientAddressOf, installClientAddressStamp, stampedClientAddress, trustedProxies } from "./client-address"

describe("the client address the storefront forwards", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddressOf("203.0.113.9", "198.51.100.1", trustedProxies(""))).toBe("203.0.113.9")
    expect(clientAddressOf("::ffff:127.0.0.1", "198.51.100.1", trustedProxies(""))).toBe("::ffff:127.0.0.1")
  })

  it("behind a trusted proxy, is the address that proxy appended, not what the caller wrote before it", () => {
    const trusted = trustedProxies("10.0.0.0/8, loopback")
    expect(clientAddressOf("10.1.2.3", "6.6.6.6, 203.0.113.9", trusted)).toBe("203.0.113.9")
    expect(clientAddressOf("::1", "6.6.6.6, 203.0.113.9, 10.0.0.7", trusted)).toBe("203.0.113.9")
    expect(clientAddressOf("10.1.2.3", undefined, trusted)).toBe("10.1.2.3")
  })

  it("refuses a setting that is not addresses or CIDRs", () => {
    expect(() => trustedProxies("10.0.0.0/8, proxy.internal")).toThrow(/STOREFRONT_TRUSTED_PROXIES/)
  })

  describe("stamped on each request by the server", () => {
    const server = createServer((req: IncomingMessage, res) => {
      res.end(stampedClientAddress(req.headers[CLIENT_ADDRESS_HEADER] as string | undefined) ?? "none")
    })
    afterAll(() => new Promise((resolve) => server.close(resolve)))

    const get = (headers: Record<string, string>) =>
      new Promise<string>((resolve, reject) => {
        const { port } = server.address() as AddressInfo
        request({ port, host: "127.0.0.1", headers }, (res) => {
          let body = ""
          res.on("data", (chunk) => (body += chunk))
          res.on("end", () => resolve(body))
        })
          .on("error", reject)
          .end()
      })

    it("carries the socket's address; a forged stamp or X-Forwarded-For is not believed", async () => {
      expect(stampedClientAddress("1.2.3.4")).toBeUndefined()
      installClientAddressStamp()
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      const seen = await get({ "x-forwarded-for": "6.6.6.6", [CLIENT_ADDRESS_HEADER]: "abc 6.6.6.6" })
      expect(seen).toMatch(/^(::ffff:)?127\.0\.0\.1$/)
      expect(stampedClientAddress("abc 6.6.6.6")).toBeUndefined()
    })
  })
})
