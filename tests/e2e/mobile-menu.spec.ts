/** Below 900 px the header collapses to a toggle menu; logged out it offers Register and Login (spec section 2). */
import { untilInteractive } from "./support/flows"
import { expect, saveScreen, test } from "./support/test"

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test("at 390 px the Menu toggle opens a menu with Register and Login for a visitor", async ({ page }) => {
  await page.goto("/")
  await untilInteractive(page)
  const toggle = page.getByRole("button", { name: "Menu", exact: true })
  await expect(toggle).toBeVisible()
  await toggle.click()
  await expect(page.getByRole("link", { name: "Register", exact: true })).toBeVisible()
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible()
  await saveScreen(page, "mobile-menu-open")
  // No horizontal scrolling at phone width.
  const overflow = await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
  expect(overflow).toBeLessThanOrEqual(0)
})
