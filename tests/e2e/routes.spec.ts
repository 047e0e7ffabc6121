/**
 * Every public and account route of spec section 2 answers (status below 400, or a
 * deliberate 404 page for an id that does not exist) and logs no console error and no
 * uncaught page error. Ids and slugs come from the running shop's API. The admin routes
 * (/admin/**) are left to a later issue.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import { ROOT } from "../../scripts/lib/settings"
import { browserToken } from "./support/flows"
import { api, login, publicStyles } from "./support/shop"
import { expect, saveScreen, test, useAccountToken, type PageProblem } from "./support/test"

const MISSING_ID = "does-not-exist-0000"

/**
 * Next.js prefetches every link a page shows, each a render on the storefront server: they
 * keep the network busy long after the page has settled and tell nothing about the route
 * visited. The sweep answers them with an empty 204, which the router takes as "no prefetch".
 */
async function skipLinkPrefetches(page: Page) {
  await page.route(
    (url) => url.searchParams.has("_rsc"),
    (route) => {
      const headers = route.request().headers()
      if (headers["next-router-prefetch"] || headers["next-router-segment-prefetch"]) return route.fulfill({ status: 204 })
      return route.continue()
    }
  )
}

/**
 * Issue 17: every violation of the page's Content-Security-Policy, as the browser reports it
 * (the securitypolicyviolation event; Chromium also logs each as a console error), from the
 * first script on. Playwright's init scripts are not subject to the page's CSP.
 */
const RECORD_CSP_VIOLATIONS = `
  window.__cspViolations = []
  document.addEventListener("securitypolicyviolation", (e) =>
    window.__cspViolations.push(e.effectiveDirective + " blocked " + (e.blockedURI || "an inline script or style") + " (" + e.sourceFile + ":" + e.lineNumber + ")")
  )
`

async function recordCspViolations(page: Page) {
  await page.addInitScript({ content: RECORD_CSP_VIOLATIONS })
}

test.beforeEach(async ({ page }) => {
  await skipLinkPrefetches(page)
  await recordCspViolations(page)
})

/**
 * Opens a route and waits for its own requests to settle; answers the document's status.
 * The page carries a nonce or hash CSP and the other security headers, and broke none of it.
 */
async function visit(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "load" })
  // Settled enough: late client fetches have had their chance to log an error.
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {})
  const headers = response?.headers() ?? {}
  // A page rendered per request has a nonce policy; a public page from the page cache is shared,
  // so its policy lists the hashes of its own inline scripts. Neither allows any other inline script.
  expect(headers["content-security-policy"], `${path}: Content-Security-Policy`).toMatch(
    headers["x-page-cache"]
      ? /(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+(;|$)/
      : /(^|; )script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'(;|$)/
  )
  expect(headers["content-security-policy"], `${path}: Content-Security-Policy`).toContain("frame-ancestors 'none'")
  expect(headers["x-frame-options"], `${path}: X-Frame-Options`).toBe("DENY")
  expect(headers["x-content-type-options"], `${path}: X-Content-Type-Options`).toBe("nosniff")
  expect(headers["referrer-policy"], `${path}: Referrer-Policy`).toBe("strict-origin-when-cross-origin")
  expect(headers["x-powered-by"], `${path}: X-Powered-By`).toBeUndefined()
  const violations = (await page.evaluate("window.__cspViolations || []")) as string[]
  expect(violations, `${path}: Content Security Policy violations`).toEqual([])
  return response?.status() ?? 0
}

function expectNoProblems(problems: PageProblem[], ignore: (p: PageProblem) => boolean = () => false) {
  const blocked = problems.filter((p) => /Content Security Policy/i.test(p.text))
  expect(blocked, `Content Security Policy violations logged:\n${blocked.map((p) => `${p.text} (${p.url})`).join("\n")}`).toEqual([])
  const left = problems.filter((p) => !ignore(p))
  expect(left, `console errors on the page:\n${left.map((p) => `${p.kind}: ${p.text} (${p.url})`).join("\n")}`).toEqual([])
}

async function expectAnswers(page: Page, problems: PageProblem[], path: string) {
  const status = await visit(page, path)
  expect(status, `${path} answered ${status}`).toBeGreaterThanOrEqual(200)
  expect(status, `${path} answered ${status}`).toBeLessThan(400)
  await expect(page.getByText("Ran into a little snag.")).toHaveCount(0)
  expectNoProblems(problems)
}

/** A missing id gets a deliberate not-found page: status 404 and words saying so. */
async function expectNotFoundPage(page: Page, problems: PageProblem[], path: string) {
  const status = await visit(page, path)
  expect(status, `${path} answered ${status}`).toBe(404)
  await expect(page.getByText(/not found|could not (be )?f(ou)?nd|wandered off|doesn.t exist|no longer/i).first()).toBeVisible()
  // Chromium reports the document's own 404 as a console error; that one is the point.
  expectNoProblems(problems, (p) => p.kind === "console" && /status of 404/.test(p.text) && p.url.includes(MISSING_ID))
}

const STATIC_PUBLIC = [
  "/",
  "/about",
  "/articles/the-art-of-timing",
  "/cart",
  "/checkout",
  "/contact",
  "/faq",
  "/guide",
  "/photo-guide",
  "/refer",
  "/reviews",
  "/social-feed",
  "/search",
  "/pet-portraits",
  "/legacy-pet-portraits",
  "/products",
  "/products/canvas",
  "/products/black-frame",
  "/products/walnut-frame",
  "/products/white-frame",
  "/products/signed-artworks",
  "/portraits",
  "/portraits/new",
  "/portraits/list/1/",
  "/legal",
  "/legal/privacy",
  "/legal/terms",
  "/sign-in",
  "/sign-up",
]

const STYLE_TITLES = (
  JSON.parse(readFileSync(join(ROOT, "seed", "data", "styles.json"), "utf8")) as { styles: { title: string }[] }
).styles.map((s) => s.title)

test.describe("public routes", () => {
  for (const path of STATIC_PUBLIC) {
    test(`${path} answers without console errors`, async ({ page, problems }) => {
      await expectAnswers(page, problems, path)
      if (path === "/") await saveScreen(page, "home")
    })
  }

  for (const title of STYLE_TITLES) {
    test(`the ${title} style page answers without console errors`, async ({ page, problems }) => {
      const style = (await publicStyles()).find((s) => s.title === title)
      expect(style, `style ${title} in GET /api/styles`).toBeTruthy()
      await expectAnswers(page, problems, `/pet-portrait/${encodeURIComponent(style!.slug)}`)
      if (style!.slug === "watercolor") await saveScreen(page, "style-watercolor")
    })
  }

  test("a product, a medium, a style by id and the gallery filtered by style answer", async ({ page, problems }) => {
    const { products } = await api<{ products: { id: string; medium: string }[] }>("products")
    const style = (await publicStyles())[0]
    const byId = [
      `/products/${products[0].id}`,
      `/medium/${products[0].medium}`,
      `/style/${style.id}`,
      `/style/${style.id}/paintings`,
      `/styles/${style.id}`,
      `/portraits/list/1/?styleId=${style.id}`,
    ]
    for (const path of byId) {
      await test.step(path, () => expectAnswers(page, problems, path))
    }
    await saveScreen(page, "product")
  })

  test("every article answers, by id and by its /articles/ route", async ({ page, problems }) => {
    const { articles } = await api<{ articles: { id: string; route: string }[] }>("articles")
    expect(articles.length, "articles in GET /api/articles (the seed makes the-art-of-timing and caring-for-your-canvas)").toBeGreaterThan(
      0
    )
    for (const article of articles) {
      for (const path of [`/article/${article.id}`, article.route]) await test.step(path, () => expectAnswers(page, problems, path))
    }
  })

  test("a public artwork and its post answer", async ({ page, problems }) => {
    const { paintings } = await api<{ paintings: { id: string }[] }>("paintings?scope=isPublic&perPage=1")
    // The seed's demo paintings are public, so a fresh shop has some.
    expect(paintings.length, "public paintings in the shop").toBeGreaterThan(0)
    await expectAnswers(page, problems, `/artwork/${paintings[0].id}`)
    await expectAnswers(page, problems, `/artwork/${paintings[0].id}/post`)
  })

  for (const path of [
    `/artwork/${MISSING_ID}`,
    `/article/${MISSING_ID}`,
    `/legacy-pet-portrait/${MISSING_ID}`,
    `/order-complete/${MISSING_ID}`,
    `/medium/${MISSING_ID}`,
    `/style/${MISSING_ID}`,
    `/styles/${MISSING_ID}`,
  ]) {
    test(`${path.replace(MISSING_ID, "{missing id}")} shows a not-found page`, async ({ page, problems }) => {
      await expectNotFoundPage(page, problems, path)
    })
  }
})

test("a campaign link /c/{campaign}/ lands on the home page and tracks the campaign (spec section 1)", async ({ page, problems }) => {
  await expectAnswers(page, problems, "/c/summer/")
  await expect(page.getByRole("heading", { level: 1, name: "Custom Pet Portraits" })).toBeVisible()
  await expect(page.getByTestId("not-found")).toHaveCount(0)
  const token = await browserToken(page)
  await expect
    .poll(async () => (await api<{ utm: Record<string, string> | null }>("account", { token })).utm)
    .toMatchObject({ campaign: "summer" })
})

test.describe("account routes as a verified shopper", () => {
  const ACCOUNT = [
    "/account",
    "/account/billing",
    "/account/orders",
    "/account/shipping",
    "/account/update-password",
    "/my-artworks/1/",
    "/my-artworks/1/?styleId={style}",
    "/reset-password",
  ]
  for (const route of ACCOUNT) {
    test(`${route} answers without console errors`, async ({ page, problems }) => {
      const shopper = await login("shopper")
      await useAccountToken(page, shopper.token)
      const path = route.includes("{style}") ? route.replace("{style}", (await publicStyles())[0].id) : route
      await expectAnswers(page, problems, path)
      if (path === "/account") await saveScreen(page, "account")
    })
  }
})
