/**
 * Spec sections 4 and 8: creating a painting as a visitor opens the RequireLogin prompt
 * (423), as a registered but unverified account the VerifyEmail prompt (412 NOT_VERIFIED).
 */
import { pressPaintMyPet, requireLoginPrompt, verifyEmailPrompt, walkWizardUntil } from "./support/flows"
import { login } from "./support/shop"
import { expect, saveScreen, test, useAccountToken } from "./support/test"

test.describe.configure({ timeout: 150_000 })

test("a visitor who tries to paint gets the RequireLogin prompt", async ({ page }) => {
  await page.goto("/pet-portrait/watercolor")
  await pressPaintMyPet(page)
  await walkWizardUntil(page, requireLoginPrompt(page))
  const prompt = requireLoginPrompt(page)
  await expect(prompt.getByRole("link", { name: "Sign up" })).toBeVisible()
  await expect(prompt.getByRole("link", { name: "Log in" })).toBeVisible()
  await saveScreen(page, "prompt-require-login")
})

test("an account that has not verified its e-mail gets the VerifyEmail prompt", async ({ page }) => {
  const newbie = await login("newbie")
  expect(newbie.isVerified).toBe(false)
  await useAccountToken(page, newbie.token)
  await page.goto("/pet-portrait/watercolor")
  await pressPaintMyPet(page)
  await walkWizardUntil(page, verifyEmailPrompt(page))
  await saveScreen(page, "prompt-verify-email")
})
