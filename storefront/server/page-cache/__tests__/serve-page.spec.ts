/**
 * The page cache in front of a stand-in for Next.js's request handler (the real one is covered
 * by the browser tests), with a real Redis.
 */
import { randomUUID } from "node:crypto"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { gunzipSync } from "node:zlib"
import { Redis } from "ioredis"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { CACHED_RENDER_HEADER } from "../../../src/lib/server/cached-render"
import { inlineScriptHashes } from "../inline-script-hashes"
import { PageStore } from "../page-store"
import { REVALIDATE_PATH, revalidatePages } from "../revalidate-pages"
import { servePage } from "../serve-page"

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379/15"
const SECRET = "s".repeat(40)

type Seen = { url?: string; headers: IncomingMessage["headers"] }
let redis: Redis
let server: Server
let base: string
let renders: Seen[]
let version: number
let failWith: number | null
let store: PageStore

/** Writes like Next does: headers, then the page in pieces, with an inline script. */
async function standInNext(req: IncomingMessage, res: ServerResponse) {
  renders.push({ url: req.url, headers: { ...req.headers } })
  if (failWith) {
    res.writeHead(failWith, { "content-type": "text/html; charset=utf-8" })
    res.end("<h1>Error</h1>")
    return
  }
  if (req.url?.startsWith("/style/gone")) {
    res.statusCode = 404
    res.setHeader("content-type", "text/html; charset=utf-8")
    res.end("<h1>Not found</h1><script>self.__nf=1</script>")
    return
  }
  res.setHeader("content-type", "text/html; charset=utf-8")
  res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate")
  res.setHeader("x-content-type-options", "nosniff")
  res.writeHead(200, { vary: "rsc, Accept-Encoding", link: `</_next/static/chunks/site.css>; rel=preload; as="style"` })
  res.write(
    `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
      `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>` +
      `<script src="/_next/static/chunks/react.js" async=""></script></head><body><h1>Version ${version} of ${req.url}</h1>`
  )
  await new Promise((resolve) => setTimeout(resolve, 5))
  res.write(Buffer.from(`<script>self.__next_f.push([1,"v${version}"])</script>`))
  res.end(`<script src="/_next/static/chunks/main.js" async=""></script></body></html>`)
}

beforeAll(async () => {
  redis = new Redis(REDIS_URL)
  server = createServer((req, res) => {
    const deps = {
      store,
      handle: standInNext,
      policy: (hashes: string[]) => `script-src 'self' ${hashes.join(" ")}`,
      hsts: () => null,
      warn: () => undefined,
      readStylesheet: (href: string) => (href === "/_next/static/chunks/site.css" ? "h1{color:#2a241e}" : null),
    }
    delete req.headers[CACHED_RENDER_HEADER]
    const done = req.url?.startsWith(REVALIDATE_PATH) ? revalidatePages(req, res, store, SECRET) : servePage(req, res, deps)
    done.catch(() => res.writeHead(500).end())
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await redis.quit()
})

beforeEach(() => {
  // Each test its own build id and tag space, so they share nothing.
  store = new PageStore(redis, "test-build", `pages-test-${randomUUID()}`)
  renders = []
  version = 1
  failWith = null
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers })

describe("the page cache", () => {
  it("renders a public page once and serves it to everyone after, with the hashes of its own scripts in its policy", async () => {
    const first = await get("/", { cookie: "session=abc" })
    expect(first.status).toBe(200)
    expect(first.headers.get("x-page-cache")).toBe("MISS")
    const html = await first.text()
    expect(html).toContain("Version 1 of /")
    const second = await get("/")
    expect(second.headers.get("x-page-cache")).toBe("HIT")
    expect(await second.text()).toBe(html)
    expect(renders).toHaveLength(1)

    // The render was nobody's: no cookie, marked as a cached render (so it carries no nonce).
    expect(renders[0].headers.cookie).toBeUndefined()
    expect(renders[0].headers[CACHED_RENDER_HEADER]).toBe("1")
    // It paints from its HTML alone: its stylesheet is inside it.
    expect(html).toContain(`<style data-inlined-href="/_next/static/chunks/site.css">h1{color:#2a241e}</style>`)
    expect(second.headers.get("link")).toBeNull()
    // Its framework chunks are asked for by the page's loader after the first paint, which the policy allows.
    expect(html).not.toMatch(/<script src=|rel="preload" as="script"/)
    expect(html).toContain(`["/_next/static/chunks/react.js","/_next/static/chunks/main.js"]`)
    const policy = second.headers.get("content-security-policy")
    expect(inlineScriptHashes(html)).toHaveLength(2)
    expect(policy).toBe(`script-src 'self' ${inlineScriptHashes(html).join(" ")}`)
    expect(policy).not.toContain("unsafe-inline")
    expect(second.headers.get("cache-control")).toContain("public")
    expect(second.headers.get("x-content-type-options")).toBe("nosniff")
    expect(second.headers.get("vary")).toContain("Accept-Encoding")
  })

  it("answers 304 to a browser that has the page, and sends it gzipped or plain as asked", async () => {
    const first = await get("/pet-portraits")
    const etag = first.headers.get("etag")!
    expect((await get("/pet-portraits", { "if-none-match": etag })).status).toBe(304)
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      import("node:http").then(({ get: httpGet }) =>
        httpGet(`${base}/pet-portraits`, { headers: { "accept-encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = []
          res.on("data", (c: Buffer) => chunks.push(c))
          res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }))
        }).on("error", reject)
      )
    })
    expect(raw.encoding).toBe("gzip")
    expect(gunzipSync(raw.body).toString()).toContain("Version 1 of /pet-portraits")
    const plain = await get("/pet-portraits", { "accept-encoding": "identity" })
    expect(plain.headers.get("content-encoding")).toBeNull()
    expect(await plain.text()).toContain("Version 1 of /pet-portraits")
  })

  it("shares the page of visitors from ads and renders it without their tracking parameters", async () => {
    await get("/?utm_source=facebook&fbclid=abc")
    const again = await get("/?utm_source=google&gclid=xyz")
    expect(again.headers.get("x-page-cache")).toBe("HIT")
    expect(renders.map((r) => r.url)).toEqual(["/"])
  })

  it("re-renders the pages of a tag the backend revalidates, and only those", async () => {
    await get("/")
    await get("/guide")
    version = 2
    const refused = await fetch(`${base}${REVALIDATE_PATH}`, {
      method: "POST",
      headers: { authorization: "Bearer wrong" },
      body: '{"tags":["products"]}',
    })
    expect(refused.status).toBe(401)
    expect((await get("/")).headers.get("x-page-cache")).toBe("HIT")

    const asked = await fetch(`${base}${REVALIDATE_PATH}`, {
      method: "POST",
      headers: { authorization: `Bearer ${SECRET}`, "content-type": "application/json" },
      body: JSON.stringify({ tags: ["products"] }),
    })
    expect(asked.status).toBe(200)
    const home = await get("/")
    expect(home.headers.get("x-page-cache")).toBe("REFRESHED")
    expect(await home.text()).toContain("Version 2 of /")
    // The guide shows no products: still the page it was.
    const guide = await get("/guide")
    expect(guide.headers.get("x-page-cache")).toBe("HIT")
    expect(await guide.text()).toContain("Version 1 of /guide")
  })

  it("refuses a revalidation it cannot read, naming the field", async () => {
    const post = (body: string) =>
      fetch(`${base}${REVALIDATE_PATH}`, { method: "POST", headers: { authorization: `Bearer ${SECRET}` }, body })
    const unknown = await post('{"tags":["everything"]}')
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ type: "invalid_data", field: "tags" })
    expect((await post("{not json")).status).toBe(400)
    expect((await post(JSON.stringify({ tags: ["styles"], padding: "x".repeat(5000) }))).status).toBe(413)
    expect((await fetch(`${base}${REVALIDATE_PATH}`)).status).toBe(405)
  })

  it("keeps serving the last good page while a re-render fails, and never keeps an error or not-found page", async () => {
    await get("/reviews")
    await store.revalidate(["reviews"])
    failWith = 500
    const during = await get("/reviews")
    expect(during.status).toBe(200)
    expect(during.headers.get("x-page-cache")).toBe("STALE")
    expect(await during.text()).toContain("Version 1 of /reviews")

    failWith = null
    const gone = await get("/style/gone")
    expect(gone.status).toBe(404)
    expect(gone.headers.get("content-security-policy")).toContain(inlineScriptHashes("<script>self.__nf=1</script>")[0])
    await get("/style/gone")
    expect(renders.filter((r) => r.url === "/style/gone")).toHaveLength(2)
  })

  it("passes private pages straight through, rendered per request", async () => {
    await get("/account")
    await get("/account")
    expect(renders).toHaveLength(2)
    expect(renders[0].headers[CACHED_RENDER_HEADER]).toBeUndefined()
  })

  it("renders per request while Redis cannot be reached", async () => {
    const away = new Redis("redis://127.0.0.1:1", {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    })
    away.on("error", () => undefined)
    store = new PageStore(away, "test-build")
    const page = await get("/")
    expect(page.status).toBe(200)
    expect(await page.text()).toContain("Version 1 of /")
    expect(renders).toHaveLength(1)
    away.disconnect()
  })
})
