/**
 * Issue 20, item 1: malformed input is a 400, never a 500. The cases a fuzzer and a hostile
 * uploader found: path ids with broken %-encoding, control characters or absurd length on
 * routes with an id (ours and Medusa's own); NUL characters in a query or a JSON body, which
 * Postgres cannot take; and every way a multipart upload can be broken. Each is refused with
 * the spec's error shape ({message, field}) and stores nothing.
 */
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { loadCatalogueData } from "@petshop/seed"
import { readFileSync } from "node:fs"
import { expect, it } from "vitest"
import { fixture } from "../helpers/fixtures"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"
import { makeShopper } from "../helpers/shoppers"

type Answer = { status: number; data: { message?: string; field?: string } }
type RawClient = { request: (config: Record<string, unknown>) => Promise<Answer> }

const BAD_IDS = ["%ZZ", "%", "%c0%ae", "abc%00def", "a%01b", "x".repeat(300)]

shopIntegrationTestRunner({
  seed: {},
  testSuite: ({ api, getContainer, seeded }) => {
    /** A shop token ("Token …") for /api, or a Medusa admin session ("Bearer …") for /admin. */
    const send = (method: string, url: string, token?: string, data?: unknown, headers: Record<string, string> = {}) =>
      (api as unknown as RawClient).request({
        method,
        url,
        data,
        headers: { ...(token ? { authorization: token.startsWith("Bearer ") ? token : `Token ${token}` } : {}), ...headers },
        validateStatus: () => true,
        transformRequest: [(body: unknown) => body],
      })

    it("answers 400 on the path, never 500, for broken ids on routes with an id, Medusa's own included", async () => {
      const { token } = await makeShopper(api, getContainer(), "admin")
      const merchandiser = loadCatalogueData().accounts.adminUsers[0]
      const { data: auth } = await api.post("/auth/user/emailpass", { email: merchandiser.email, password: merchandiser.password })
      const staff = `Bearer ${auth.token}`
      const routes: [string, string][] = [
        ["GET", "/api/painting/{id}"],
        ["GET", "/api/photo/{id}"],
        ["GET", "/api/style/{id}"],
        ["GET", "/api/order/{id}"],
        ["PATCH", "/api/cart/{id}"],
        ["DELETE", "/api/promo_code/{id}"],
        ["GET", "/api/product/{id}"],
        ["GET", "/api/style/{id}/public_image_from_painting/{id}"],
        ["GET", "/admin/products/{id}"],
        ["GET", "/store/products/{id}"],
      ]
      const fives: string[] = []
      for (const [method, path] of routes) {
        for (const id of BAD_IDS) {
          const url = path.replaceAll("{id}", id)
          const res = await send(
            method,
            url,
            url.startsWith("/admin") ? staff : token,
            method === "PATCH" ? JSON.stringify({ quantity: 1 }) : undefined,
            {
              "content-type": "application/json",
              "x-publishable-api-key": seeded().publishableKey,
            }
          )
          if (res.status >= 500) fives.push(`${method} ${url.slice(0, 60)} -> ${res.status} ${res.data?.message}`)
          expect(res.status, `${method} ${url.slice(0, 60)}`).toBe(400)
          expect(res.data).toMatchObject({ field: "path", message: expect.stringMatching(/^The address is not valid/) })
        }
      }
      expect(fives).toEqual([])
      // A good id still gets through to the route (and its own 404).
      expect((await send("GET", "/api/painting/painting_nope", token)).status).toBe(404)
    })

    it("refuses a NUL character in a query or a JSON body with 400 on its field", async () => {
      const { token } = await makeShopper(api, getContainer(), "admin")
      const query = await send("GET", "/api/paintings?q=rex%00", token)
      expect(query).toMatchObject({ status: 400, data: { field: "q" } })
      const listed = await send("GET", "/api/accounts?search=%00", token)
      expect(listed).toMatchObject({ status: 400, data: { field: "search" } })
      const body = await send(
        "POST",
        "/api/account/login",
        undefined,
        JSON.stringify({ email: "a\u0000@example.com", password: "x".repeat(9) }),
        {
          "content-type": "application/json",
        }
      )
      expect(body).toMatchObject({ status: 400, data: { field: "email", message: expect.stringContaining("NUL") } })
      const nested = await send(
        "PATCH",
        "/api/account",
        token,
        JSON.stringify({ firstName: "Ann", addresses: [{ city: "Bo\u0000ston" }] }),
        {
          "content-type": "application/json",
        }
      )
      expect(nested.status).toBe(400)
      expect(nested.data.field).toMatch(/city/)
    })

    it("refuses every broken multipart upload with 400 or 413 on the file field, and stores nothing", async () => {
      const container = getContainer()
      const shopper = await makeShopper(api, container, "verified")
      const photos = container.resolve<PaintingModuleService>(PAINTING_MODULE)
      const countPhotos = async () => (await photos.listPhotos({})).length
      const before = await countPhotos()
      const png = readFileSync(fixture("cat-chelsea.png"))
      const b = "----petshopBoundary7MA4YWxkTrZu0gW"
      const crlf = (s: string) => Buffer.from(s.replace(/\n/g, "\r\n"))
      const part = (headers: string) => Buffer.concat([crlf(`--${b}\n${headers}\n\n`), png, crlf(`\n--${b}--\n`)])
      const cases: [string, Buffer, string][] = [
        ["no boundary", part('Content-Disposition: form-data; name="image"; filename="a.png"'), "multipart/form-data"],
        [
          "truncated body",
          part('Content-Disposition: form-data; name="image"; filename="a.png"').subarray(0, 400),
          `multipart/form-data; boundary=${b}`,
        ],
        ["wrong boundary", part('Content-Disposition: form-data; name="image"; filename="a.png"'), "multipart/form-data; boundary=other"],
        [
          "LF-only lines",
          Buffer.concat([
            Buffer.from(`--${b}\nContent-Disposition: form-data; name="image"; filename="a.png"\n\n`),
            png,
            Buffer.from(`\n--${b}--\n`),
          ]),
          `multipart/form-data; boundary=${b}`,
        ],
        ["a part without a name", part('Content-Disposition: form-data; filename="a.png"'), `multipart/form-data; boundary=${b}`],
        [
          "a 100 KB part header",
          part(`Content-Disposition: form-data; name="image"; filename="a.png"\nX-Pad: ${"a".repeat(100_000)}`),
          `multipart/form-data; boundary=${b}`,
        ],
        ["an empty body", Buffer.alloc(0), `multipart/form-data; boundary=${b}`],
        ["an empty field name", part('Content-Disposition: form-data; name=""; filename="a.png"'), `multipart/form-data; boundary=${b}`],
        [
          "a file name with a NUL byte",
          part('Content-Disposition: form-data; name="image"; filename="a\u0000.png"'),
          `multipart/form-data; boundary=${b}`,
        ],
        [
          "a file in another field",
          part('Content-Disposition: form-data; name="picture"; filename="a.png"'),
          `multipart/form-data; boundary=${b}`,
        ],
      ]
      const refused: string[] = []
      for (const [label, body, contentType] of cases) {
        const res = await send("POST", "/api/photo", shopper.token, body, { "content-type": contentType })
        refused.push(`${label}: ${res.status} ${res.data?.field}`)
        expect(res.status, `${label}: ${JSON.stringify(res.data)}`).toBeGreaterThanOrEqual(400)
        expect(res.status, `${label}: ${JSON.stringify(res.data)}`).toBeLessThan(500)
        expect(res.data, label).toMatchObject({ field: "image", message: expect.any(String) })
      }
      // The same through the content uploads (an article image, review photos).
      const review = await send(
        "POST",
        "/api/review",
        shopper.token,
        part('Content-Disposition: form-data; name="images"; filename="a.png"').subarray(0, 300),
        {
          "content-type": `multipart/form-data; boundary=${b}`,
        }
      )
      expect(review).toMatchObject({ status: 400, data: { field: "images" } })
      expect(await countPhotos()).toBe(before)
      // And a well-formed upload still works.
      const good = await send(
        "POST",
        "/api/photo",
        shopper.token,
        part('Content-Disposition: form-data; name="image"; filename="a.png"\nContent-Type: image/png'),
        {
          "content-type": `multipart/form-data; boundary=${b}`,
        }
      )
      expect(good.status, JSON.stringify(good.data)).toBe(201)
      expect(refused).toHaveLength(cases.length)
    })
  },
})
