import { Agent, get } from "node:http"
import type { AddressInfo } from "node:net"
import express from "express"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readShopEnv, splitList } from "../../../config/shop-env"
import { addressKey } from "../client-address"

describe("TRUSTED_PROXIES", () => {
  it("defaults to loopback: the storefront on the same machine", () => {
    expect(readShopEnv({}).TRUSTED_PROXIES).toBe("loopback")
  })

  it("takes addresses, CIDRs and Express's names, and refuses anything else", () => {
    expect(readShopEnv({ TRUSTED_PROXIES: "10.0.0.0/8, 192.0.2.7, ::1, fd00::/8, uniquelocal" }).TRUSTED_PROXIES).toContain("10.0.0.0/8")
    expect(readShopEnv({ TRUSTED_PROXIES: "" }).TRUSTED_PROXIES).toBe("")
    for (const bad of ["proxy.internal", "10.0.0.0/33", "10.0.0.1/8/2", "*"]) {
      expect(() => readShopEnv({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/)
    }
  })

  describe("as Express's trust proxy list", () => {
    // What trustConfiguredProxies sets: 127.0.0.1 is the trusted proxy, 127.0.0.2 any other caller.
    const app = express().set("trust proxy", splitList("127.0.0.1"))
    app.get("/", (req, res) => {
      res.send(req.ip)
    })
    const server = app.listen(0)
    const ipSeen = (localAddress: string, forwardedFor: string) =>
      new Promise<string>((resolve, reject) => {
        const { port } = server.address() as AddressInfo
        const agent = new Agent({ localAddress })
        get({ host: "127.0.0.1", port, agent, headers: { "x-forwarded-for": forwardedFor } }, (res) => {
          let body = ""
          res.on("data", (c) => (body += c))
          res.on("end", () => {
            agent.destroy()
            resolve(body)
          })
        }).on("error", reject)
      })
    beforeAll(() => new Promise<void>((resolve) => (server.listening ? resolve() : server.once("listening", () => resolve()))))
    afterAll(() => new Promise((resolve) => server.close(resolve)))

    it("believes X-Forwarded-For from a trusted proxy, taking the address it appended", async () => {
      expect(addressKey(await ipSeen("127.0.0.1", "6.6.6.6, 203.0.113.9"))).toBe("203.0.113.9")
    })

    it("ignores X-Forwarded-For from any other caller", async () => {
      expect(addressKey(await ipSeen("127.0.0.2", "203.0.113.9"))).toBe("127.0.0.2")
    })
  })
})

describe("the rate-limit key of an address", () => {
  it("is an IPv4 address as it is, also when written IPv4-mapped", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9")
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9")
  })

  it("is an IPv6 address's /64, so rotating within one subscriber's block gains nothing", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64")
    expect(addressKey("2001:0DB8:0001:0002:ffff:1:2:3")).toBe("2001:db8:1:2::/64")
    expect(addressKey("2001:db8::5")).toBe("2001:db8:0:0::/64")
    expect(addressKey("::1")).toBe("0:0:0:0::/64")
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64")
  })

  it("keeps an IPv6 address with an embedded IPv4 whole, and names a missing one", () => {
    expect(addressKey("64:ff9b::203.0.113.9")).toBe("64:ff9b::203.0.113.9")
    expect(addressKey(undefined)).toBe("unknown")
  })
})
