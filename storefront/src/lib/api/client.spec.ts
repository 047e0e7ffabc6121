/**
 * The spec's request mechanism against a real HTTP server: token and page-path headers,
 * JSON and multipart bodies, the throttle, the 10-minute cache, 204, blobs and the
 * section 8 error shapes.
 */
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { ApiError, apiRequest, clearApiCache, configureApi, ThrottledError } from "./client"

type Seen = { method: string; url: string; headers: IncomingMessage["headers"]; body: string }
const seen: Seen[] = []
let server: Server
let hits = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ""
    req.on("data", (c) => (body += c))
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body })
      const path = req.url!.split("?")[0]
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" })
        res.end(JSON.stringify(value))
      }
      if (path === "/api/slow") return setTimeout(() => json(200, { n: ++hits }), 150)
      if (path === "/api/count") return json(200, { n: ++hits })
      if (path === "/api/empty") return res.writeHead(204).end()
      if (path === "/api/zip") return res.writeHead(200, { "content-type": "application/zip" }).end(Buffer.from("PK\x03\x04zip"))
      if (path === "/api/verify") return json(412, { message: "Please verify your e-mail first.", type: "NOT_VERIFIED" })
      if (path === "/api/field") return json(400, { message: "Please write an actual email address.", field: "email" })
      if (path === "/api/broken") return res.writeHead(502, { "content-type": "text/html" }).end("<html>Bad gateway</html>")
      json(200, { ok: true })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  configureApi(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, "pk_test")
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  seen.length = 0
  clearApiCache()
  const store = new Map<string, string>([["token", "a".repeat(64)]])
  vi.stubGlobal("window", {
    location: { pathname: "/pet-portrait/watercolor", origin: "http://shop.test" },
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  })
})
afterEach(() => vi.unstubAllGlobals())

describe("the /api request mechanism", () => {
  it("sends the token, the page path and JSON, with GET by default", async () => {
    await apiRequest("/api/thing", { query: { perPage: 12, scope: "isPublic", skip: undefined } })
    await apiRequest("/api/thing", { method: "POST", body: { email: "a@b.co" } })
    expect(seen[0]).toMatchObject({ method: "GET", url: "/api/thing?perPage=12&scope=isPublic" })
    expect(seen[0].headers).toMatchObject({
      authorization: `Token ${"a".repeat(64)}`,
      "x-page-path": "/pet-portrait/watercolor",
      "x-publishable-api-key": "pk_test",
    })
    expect(seen[1]).toMatchObject({ method: "POST", body: '{"email":"a@b.co"}' })
    expect(seen[1].headers["content-type"]).toBe("application/json")
  })

  it("sends files as multipart, letting the browser set the boundary", async () => {
    const form = new FormData()
    form.append("image", new Blob([new Uint8Array([1, 2, 3])], { type: "image/jpeg" }), "cat.jpg")
    await apiRequest("/api/photo", { method: "POST", body: form })
    expect(seen[0].headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/)
    expect(seen[0].body).toContain('name="image"; filename="cat.jpg"')
  })

  it("skips a repeat of a URL still in flight, with a warning, unless marked unthrottled", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined)
    const first = apiRequest("/api/slow")
    await expect(apiRequest("/api/slow")).rejects.toBeInstanceOf(ThrottledError)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/api/slow is already in flight"))
    const unthrottled = apiRequest("/api/slow", { unthrottled: true })
    await Promise.all([first, unthrottled])
    expect(seen.filter((s) => s.url === "/api/slow")).toHaveLength(2)
    // Once answered, the same URL may be asked again.
    await apiRequest("/api/slow")
    warn.mockRestore()
  })

  it("answers a cached call from memory for 10 minutes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] })
    try {
      const a = await apiRequest<{ n: number }>("/api/count", { cache: true })
      const b = await apiRequest<{ n: number }>("/api/count", { cache: true })
      expect(b.n).toBe(a.n)
      vi.setSystemTime(Date.now() + 10 * 60_000 + 1)
      const c = await apiRequest<{ n: number }>("/api/count", { cache: true })
      expect(c.n).toBe(a.n + 1)
      expect(seen.filter((s) => s.url === "/api/count")).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it("gives an empty object on 204 and a Blob in download mode", async () => {
    expect(await apiRequest("/api/empty", { method: "DELETE" })).toEqual({})
    const blob = await apiRequest<Blob>("/api/zip", { download: true })
    expect(blob).toBeInstanceOf(Blob)
    expect(
      Buffer.from(await blob.arrayBuffer())
        .subarray(0, 2)
        .toString()
    ).toBe("PK")
  })

  it("keeps the type of a 412 and the field of a 400, and survives an unparseable body", async () => {
    const verify = await apiRequest("/api/verify").catch((e) => e)
    expect(verify).toBeInstanceOf(ApiError)
    expect(verify).toMatchObject({ status: 412, type: "NOT_VERIFIED" })
    const field = (await apiRequest("/api/field", { method: "POST", body: {} }).catch((e: unknown) => e)) as ApiError
    expect(field.display).toBe("email: Please write an actual email address.")
    const broken = await apiRequest("/api/broken").catch((e) => e)
    expect(broken).toMatchObject({ status: 502, message: "Bad Gateway" })
  })
})
