/**
 * The `test` every browser test uses: the storefront as baseURL, console errors and
 * uncaught page errors collected per test (attached to the report; the route sweep asserts
 * there are none), and a screenshot helper that keeps the key screens as artifacts.
 */
import { join } from "node:path"
import { test as base, type Page } from "@playwright/test"
import { SCREENSHOTS_DIR } from "./paths"
import { shop } from "./shop"

export type PageProblem = { kind: "console" | "pageerror"; text: string; url: string }

export const test = base.extend<{ problems: PageProblem[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its source and requires a destructuring first parameter; `{}` is its documented "no dependencies"
  baseURL: async ({}, use) => use(shop().storefrontUrl),
  problems: [
    async ({ page }, use, testInfo) => {
      const problems: PageProblem[] = []
      page.on("console", (message) => {
        if (message.type() === "error") problems.push({ kind: "console", text: message.text(), url: message.location().url || page.url() })
      })
      page.on("pageerror", (error) => problems.push({ kind: "pageerror", text: error.stack || String(error), url: page.url() }))
      await use(problems)
      if (problems.length) {
        await testInfo.attach("console-errors.json", { body: JSON.stringify(problems, null, 2), contentType: "application/json" })
      }
    },
    { auto: true },
  ],
})

export { expect } from "@playwright/test"

/** Keeps a screenshot of a key screen under the artifacts folder's screens/. */
export async function saveScreen(page: Page, name: string, fullPage = false) {
  // A whole long page at a high pixel ratio takes a while to paint on a busy 2-core machine.
  await page.screenshot({ path: join(SCREENSHOTS_DIR, `${name}.png`), fullPage, timeout: fullPage ? 45_000 : undefined })
}

/** Opens the browser session as an account: the storefront keeps its token in localStorage "token". */
export async function useAccountToken(page: Page, token: string) {
  await page.addInitScript({ content: `window.localStorage.setItem("token", ${JSON.stringify(token)})` })
}
