/**
 * Issue 17: every answer of the backend carries the security headers (a CSP, no framing,
 * nosniff, referrer and permissions policy) and none says `X-Powered-By: Express`: a JSON
 * answer, an error answer, the test-payment HTML page and a file from /static, which Medusa
 * serves ahead of every middleware of middlewares.ts.
 */
import { randomBytes } from "node:crypto"
import { mkdir, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import type { AxiosResponse } from "axios"
import { afterAll, beforeAll, expect, it } from "vitest"
import { shopIntegrationTestRunner } from "../helpers/shop-test-runner"

const anyStatus = { validateStatus: () => true }

function expectSecurityHeaders(res: AxiosResponse, csp: RegExp) {
  expect(res.headers["x-powered-by"]).toBeUndefined()
  expect(res.headers["content-security-policy"]).toMatch(csp)
  expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'")
  expect(res.headers["x-frame-options"]).toBe("DENY")
  expect(res.headers["x-content-type-options"]).toBe("nosniff")
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(res.headers["permissions-policy"]).toContain("camera=()")
  // Not in production over https here: no HSTS.
  expect(res.headers["strict-transport-security"]).toBeUndefined()
}

shopIntegrationTestRunner({
  env: { STOREFRONT_URL: "http://shop.example:8000" },
  testSuite: ({ api }) => {
    // Medusa serves /static from the backend folder (the test runner's working directory).
    const staticDir = join(process.cwd(), "static")
    const fileName = `security-headers-${randomBytes(6).toString("hex")}.txt`

    beforeAll(async () => {
      await mkdir(staticDir, { recursive: true })
      await writeFile(join(staticDir, fileName), "probe")
    })
    afterAll(async () => {
      await rm(join(staticDir, fileName), { force: true })
    })

    it("on a JSON answer", async () => {
      const res = await api.get("/api/account", anyStatus)
      expect(res.status).toBe(200)
      expectSecurityHeaders(res, /^default-src 'none'/)
    })

    it("on error answers", async () => {
      const missing = await api.get("/api/painting/no-such-painting", anyStatus)
      expect(missing.status).toBe(404)
      expectSecurityHeaders(missing, /^default-src 'none'/)
      // A path no route knows: Express's own 404 page, which clears every header and sets its own
      // (nothing on it to frame or run).
      const nowhere = await api.get("/no-such-page", anyStatus)
      expect(nowhere.status).toBe(404)
      expect(nowhere.headers["x-powered-by"]).toBeUndefined()
      expect(nowhere.headers["content-security-policy"]).toBe("default-src 'none'")
      expect(nowhere.headers["x-content-type-options"]).toBe("nosniff")
      const refused = await api.get("/api/orders", anyStatus)
      expect(refused.status).toBeGreaterThanOrEqual(400)
      expectSecurityHeaders(refused, /^default-src 'none'/)
    })

    it("on the test-payment page, whose form may go on to the storefront only", async () => {
      const res = await api.get("/checkout/test-payment/no-such-session", anyStatus)
      expect(res.headers["content-type"]).toContain("text/html")
      expectSecurityHeaders(res, /^default-src 'none'; style-src 'unsafe-inline'/)
      expect(res.headers["content-security-policy"]).toContain("form-action 'self' http://shop.example:8000;")
    })

    it("on a file from /static", async () => {
      const res = await api.get(`/static/${fileName}`, anyStatus)
      expect(res.status).toBe(200)
      expect(res.data).toBe("probe")
      expectSecurityHeaders(res, /^default-src 'none'; img-src 'self'/)
      expect(res.headers["content-security-policy"]).toContain("sandbox")
    })
  },
})
