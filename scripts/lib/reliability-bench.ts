/**
 * `npm run bench -- reliability` (issue 20, item 6): hostile clients against a whole shop.
 * - A fuzzer over every documented /api call (docs/api.md) and a few of Medusa's own routes:
 *   broken ids (bad %-encoding, NUL and control characters, absurd length, injection text),
 *   hostile queries, bodies of the wrong shape, type and size, broken JSON, wrong content types
 *   and garbage tokens, sent as nobody, a visitor and the demo admin.
 * - Hostile uploads: broken multipart bodies in many variants, images that lie about their
 *   size, non-images and data URLs, to every upload call; then every photo that was accepted
 *   must finish its analysis (analysed or failed), none stuck.
 * Prints the answers by status class and every 5xx with what caused it, and fails on any 5xx.
 * - Then the crowd and the faults (reliability/run-fault-phases.ts): 50 shoppers for 60 s,
 *   the painting worker killed mid-painting, a Redis and a Postgres restart under traffic.
 * The shop is a production build on its own ports and its own Redis server (as the browser
 * tests start one), or the running shop at BENCH_BACKEND_URL (then without the restarts).
 * RELIABILITY_PARTS=hostile, crowd or faults (or a comma list) runs those parts.
 */
import { readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Redis } from "ioredis"
import { API_DOC_PATH, documentedCalls } from "../../tests/contract/api-doc-paths"
import { fixturePhoto } from "./fixture-photos"
import { ensureRedis } from "./services"
import { runningShopFromEnv, startTestShop, stopTestShop, type TestShop, type TestShopPlan } from "./test-shop"
import { BENCH_SHOP } from "./lighthouse-bench"
import { runCrowdPhase, runFaultPhases } from "./reliability/run-fault-phases"
import { pool, send, summarise, type Sent } from "./reliability/timed-calls"

const HOSTILE_IDS = [
  "%ZZ",
  "%",
  "%c0%ae",
  "abc%00def",
  "a%01b",
  "x".repeat(300),
  "..%2F..%2Fetc%2Fpasswd",
  "'%20OR%201=1--",
  "%F0%9F%90%B6",
  "-1",
  "0",
  "null",
  "undefined",
  "%5Bobject%20Object%5D",
  "painting_01JZZZZZZZZZZZZZZZZZZZZZZZ",
  "%2e%2e",
  "1%20OR%201%3D1",
]

const HOSTILE_QUERIES = [
  "q=%00",
  "page=-1&perPage=1000000000",
  "page=abc&perPage=xyz",
  "scope=%27%3Bdrop%20table%20painting--",
  "status[$ne]=x",
  "a[b][c][d][e][f][g]=1",
  `q=${"%F0%9F%90%B6".repeat(2000)}`,
  "currency=%ZZ",
  "country=&state=",
  "perPage=-5",
  "page=99999999999999999999",
  "sort=%00",
  "fields=*,items.*,%2Bpassword",
  "expand=%5B%5D",
]

const HOSTILE_BODIES: [string, string, string][] = [
  ["empty object", "application/json", "{}"],
  ["array", "application/json", "[]"],
  ["string", "application/json", '"text"'],
  ["number", "application/json", "42"],
  ["null", "application/json", "null"],
  ["broken JSON", "application/json", '{"a":'],
  ["deep nesting", "application/json", `${"[".repeat(5000)}${"]".repeat(5000)}`],
  [
    "wrong types",
    "application/json",
    JSON.stringify({
      id: {},
      email: [],
      password: 123,
      quantity: -5,
      painting: { $ne: 1 },
      code: "\u0000",
      name: "x".repeat(100_000),
      discount: "1e309",
      items: [{ medium: null, quantity: "NaN" }],
      shippingAddress: "here",
    }),
  ],
  ["NUL everywhere", "application/json", JSON.stringify({ title: "a\u0000b", prompt: "\u0000", notes: { misc: "\u0000" } })],
  ["prototype pollution", "application/json", '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'],
  ["text as JSON", "text/plain", '{"email":"a@b.c"}'],
  ["nested form", "application/x-www-form-urlencoded", "a[b][c][d]=1&email[]=x&email[]=y"],
  ["XML", "application/xml", "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>"],
]

const TOKENS = ["", "Token %00", "Bearer not-a-jwt", "Token x".padEnd(5000, "x")]

async function visitorToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/account`)
  const body = (await res.json()) as { token?: string }
  if (!body.token) throw new Error("GET /api/account gave no visitor token")
  return `Token ${body.token}`
}

async function adminToken(base: string, shop: TestShop): Promise<string> {
  const staff = Object.values(shop.logins).find((l) => /admin/i.test(l.role) && !/merchandiser|Medusa/i.test(l.role))
  if (!staff) throw new Error("no demo shop admin login")
  const res = await fetch(`${base}/api/account/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  })
  const body = (await res.json()) as { token?: string }
  if (!body.token) throw new Error(`the demo admin could not log in (${res.status})`)
  return `Token ${body.token}`
}

/** Every documented call and a few of Medusa's own, in hostile variants. */
function fuzzJobs(base: string, auths: string[]): (() => Promise<Sent>)[] {
  const calls = documentedCalls(readFileSync(API_DOC_PATH, "utf8")).map((c) => ({ method: c.method, path: c.path }))
  calls.push(
    { method: "GET", path: "/store/products/{id}" },
    { method: "GET", path: "/admin/products/{id}" },
    { method: "POST", path: "/auth/user/emailpass" },
    { method: "GET", path: "/checkout/test-payment/{id}" }
  )
  const jobs: (() => Promise<Sent>)[] = []
  const job = (method: string, path: string, variant: string, init: Parameters<typeof send>[3]) =>
    jobs.push(async () => ({ method, path, variant, ...(await send(base, method, path, init)) }))
  calls.forEach((call, n) => {
    const auth = auths[n % auths.length]
    const fill = (id: string) => call.path.replace(/\{[^}]+\}/g, id)
    // Each broken id as the row's caller and as the admin, who gets furthest into a route.
    for (const id of HOSTILE_IDS) {
      if (!call.path.includes("{")) continue
      job(call.method, fill(id), `id ${id.slice(0, 20)}`, { auth })
      job(call.method, fill(id), `id ${id.slice(0, 20)} as admin`, { auth: auths[2] })
    }
    const real = fill("x1")
    for (const q of HOSTILE_QUERIES) job(call.method, `${real}?${q}`, `query ${q.slice(0, 30)}`, { auth })
    if (call.method !== "GET") {
      for (const [label, type, body] of HOSTILE_BODIES) job(call.method, real, `body ${label}`, { auth, type, body })
    }
    for (const token of TOKENS) job(call.method, real, `token ${token.slice(0, 12) || "none"}`, { auth: token || undefined })
  })
  return jobs
}

/** Broken and lying uploads, in many variants, to every upload call. */
function uploadJobs(base: string, visitor: string, admin: string): (() => Promise<Sent>)[] {
  const png = readFileSync(fixturePhoto("cat-chelsea.png"))
  const b = "----benchBoundary"
  const crlf = (s: string) => Buffer.from(s.replace(/\n/g, "\r\n"))
  const multipart = (headers: string, content: Buffer) => Buffer.concat([crlf(`--${b}\n${headers}\n\n`), content, crlf(`\n--${b}--\n`)])
  // A PNG header claiming 60000 x 60000 pixels over a few bytes (a decompression bomb's shape).
  const bomb = Buffer.from(png)
  bomb.writeUInt32BE(60000, 16)
  bomb.writeUInt32BE(60000, 20)
  const contents: [string, Buffer][] = [
    ["the photo", png],
    ["random bytes", Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
    ["a truncated photo", png.subarray(0, Math.floor(png.length / 3))],
    ["a 60000 x 60000 bomb header", bomb],
    ["an SVG with a script", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>')],
    ["an HTML page", Buffer.from("<html><script>alert(1)</script></html>")],
    ["an empty file", Buffer.alloc(0)],
  ]
  const heads: [string, (field: string) => string, string][] = [
    [
      "well formed",
      (f) => `Content-Disposition: form-data; name="${f}"; filename="a.png"\nContent-Type: image/png`,
      `multipart/form-data; boundary=${b}`,
    ],
    ["no boundary", (f) => `Content-Disposition: form-data; name="${f}"; filename="a.png"`, "multipart/form-data"],
    ["wrong boundary", (f) => `Content-Disposition: form-data; name="${f}"; filename="a.png"`, "multipart/form-data; boundary=other"],
    ["no name", () => 'Content-Disposition: form-data; filename="a.png"', `multipart/form-data; boundary=${b}`],
    ["empty name", () => 'Content-Disposition: form-data; name=""; filename="a.png"', `multipart/form-data; boundary=${b}`],
    ["NUL file name", (f) => `Content-Disposition: form-data; name="${f}"; filename="a\u0000.png"`, `multipart/form-data; boundary=${b}`],
    [
      "path file name",
      (f) => `Content-Disposition: form-data; name="${f}"; filename="../../../etc/passwd"`,
      `multipart/form-data; boundary=${b}`,
    ],
    [
      "100 KB header",
      (f) => `Content-Disposition: form-data; name="${f}"; filename="a.png"\nX-Pad: ${"a".repeat(100_000)}`,
      `multipart/form-data; boundary=${b}`,
    ],
  ]
  const targets: [string, string, string][] = [
    ["/api/photo", "image", visitor],
    ["/api/review", "images", visitor],
    ["/api/style", "image", admin],
    ["/api/static", "file", admin],
  ]
  const jobs: (() => Promise<Sent>)[] = []
  for (const [path, field, auth] of targets) {
    for (const [headLabel, head, type] of heads) {
      for (const [contentLabel, content] of contents) {
        const body = multipart(head(field), content)
        const variant = `${headLabel}, ${contentLabel}`
        jobs.push(async () => ({ method: "POST", path, variant, ...(await send(base, "POST", path, { auth, type, body })) }))
        // The same body cut short at a random place.
        const cut = body.subarray(0, Math.max(1, Math.floor(body.length * 0.6)))
        jobs.push(async () => ({
          method: "POST",
          path,
          variant: `${variant}, truncated`,
          ...(await send(base, "POST", path, { auth, type, body: cut })),
        }))
      }
    }
  }
  for (const [label, url] of [
    ["not a data URL", "hello"],
    ["a data URL of text", `data:text/plain;base64,${Buffer.from("hi").toString("base64")}`],
    ["a broken base64", "data:image/png;base64,%%%%"],
    ["a bomb", `data:image/png;base64,${bomb.toString("base64")}`],
    ["the photo", `data:image/png;base64,${png.toString("base64")}`],
  ]) {
    const body = JSON.stringify({ image: url })
    jobs.push(async () => ({
      method: "POST",
      path: "/api/photo/base64",
      variant: label,
      ...(await send(base, "POST", "/api/photo/base64", { auth: visitor, type: "application/json", body })),
    }))
  }
  return jobs
}

/** Every photo the visitor has must end analysed or failed: an accepted upload never gets stuck. */
async function stuckPhotos(base: string, visitor: string, waitMs: number): Promise<number> {
  const deadline = Date.now() + waitMs
  for (;;) {
    const res = await fetch(`${base}/api/photos?perPage=100`, { headers: { authorization: visitor } })
    const body = (await res.json()) as { photos?: { status: string }[] }
    const pending = (body.photos ?? []).filter((p) => !["analysed", "failed"].includes(p.status)).length
    if (!pending || Date.now() > deadline) return pending
    await new Promise((r) => setTimeout(r, 2000))
  }
}

async function runHostileClients(base: string, shop: TestShop): Promise<boolean> {
  const [visitor, other, admin] = [await visitorToken(base), await visitorToken(base), await adminToken(base, shop)]
  const fuzz = await pool(fuzzJobs(base, ["", visitor, admin, other]), 8)
  const uploads = await pool(uploadJobs(base, visitor, admin), 4)
  const fuzzFives = summarise("Fuzzer over every route", fuzz)
  const uploadFives = summarise("Hostile uploads", uploads)
  const stuck = await stuckPhotos(base, visitor, 90_000)
  console.log(`Accepted photos still not analysed after 90 s: ${stuck}`)
  const ok = fuzzFives === 0 && uploadFives === 0 && stuck === 0
  console.log(ok ? "✓ no 5xx, nothing stuck" : "✗ the shop answered 5xx or left photos stuck")
  return ok
}

/** The bench shop with a Redis server of its own, which the Redis phase restarts. */
const RELIABILITY_SHOP: TestShopPlan = { ...BENCH_SHOP, name: "reliability", redisPort: 6391, redisDb: 0 }
const RELIABILITY_REDIS_DIR = join(tmpdir(), "petshop-reliability-redis")

export async function runReliabilityBench(): Promise<boolean> {
  const reused = runningShopFromEnv({
    E2E_STOREFRONT_URL: process.env.BENCH_STOREFRONT_URL,
    E2E_BACKEND_URL: process.env.BENCH_BACKEND_URL,
  })
  if (!reused) {
    console.log(
      `Starting a shop on :${RELIABILITY_SHOP.backendPort} (database ${RELIABILITY_SHOP.database}, its own Redis on :${RELIABILITY_SHOP.redisPort})…`
    )
    rmSync(RELIABILITY_REDIS_DIR, { recursive: true, force: true })
    await ensureRedis(`redis://127.0.0.1:${RELIABILITY_SHOP.redisPort}`, RELIABILITY_REDIS_DIR)
    // The crowd's shoppers come from addresses of their own, as X-Forwarded-For from the loopback proxy.
    process.env.TRUSTED_PROXIES = "loopback"
  }
  const shop = reused ?? (await startTestShop(RELIABILITY_SHOP))
  const base = shop.backendUrl
  try {
    // RELIABILITY_PARTS picks parts: hostile (fuzzer and uploads), crowd, faults (kill and restarts).
    const parts = (process.env.RELIABILITY_PARTS || "hostile,crowd,faults").split(",").map((p) => p.trim())
    const hostileOk = parts.includes("hostile") ? await runHostileClients(base, shop) : true
    const failures = parts.includes("crowd") ? await runCrowdPhase(base) : []
    if (parts.includes("faults"))
      failures.push(
        ...(await runFaultPhases(
          shop,
          reused
            ? {}
            : { redis: { port: RELIABILITY_SHOP.redisPort!, dataDir: RELIABILITY_REDIS_DIR }, database: RELIABILITY_SHOP.database }
        ))
      )
    for (const f of failures) console.log(`✗ ${f}`)
    if (!failures.length && parts.includes("crowd")) console.log("✓ the crowd was served within the goal, nothing lost or done twice")
    if (!failures.length && parts.includes("faults")) console.log("✓ every fault recovered, nothing lost or done twice")
    return hostileOk && failures.length === 0
  } finally {
    if (!reused) {
      await stopTestShop(RELIABILITY_SHOP, shop)
      await stopRedis(RELIABILITY_SHOP.redisPort!)
    }
  }
}

async function stopRedis(port: number) {
  const client = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  client.on("error", () => undefined)
  await client.connect().catch(() => undefined)
  await client.call("shutdown", "nosave").catch(() => undefined)
  client.disconnect()
}

// `npx tsx scripts/lib/reliability-bench.ts` runs it alone.
if (require.main === module) {
  runReliabilityBench().then(
    (ok) => process.exit(ok ? 0 : 1),
    (err) => {
      console.error(err)
      process.exit(1)
    }
  )
}
