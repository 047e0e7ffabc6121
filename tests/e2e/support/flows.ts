/**
 * Steps a person takes in the storefront, written against the spec's visible texts and
 * accessible roles, shared by the journey and prompt tests.
 */
import type { Page } from "@playwright/test"
import { fixturePhoto } from "../../../scripts/lib/fixture-photos"
import { expect } from "./test"
import { api, linkFromEmail } from "./shop"

/** A test photo of tests/fixtures/photos (scripts/lib/fixture-photos.ts). */
export const CAT_PHOTO = fixturePhoto("cat-chelsea.png")

export const requireLoginPrompt = (page: Page) => page.getByRole("dialog", { name: "Log in to create paintings" })
export const verifyEmailPrompt = (page: Page) => page.getByRole("dialog", { name: "Please verify your email" })

/**
 * The token the storefront keeps for the browser's account (a new visitor's arrives just after the
 * page shows). A wait cut short by the page itself (its document replaced while scripts start)
 * is asked again until the 30 s are up.
 */
export async function browserToken(page: Page): Promise<string> {
  const deadline = Date.now() + 30_000
  let last: unknown = null
  while (Date.now() < deadline) {
    try {
      const handle = await page.waitForFunction("window.localStorage.getItem('token')", null, { timeout: deadline - Date.now() })
      const token = await handle.jsonValue()
      if (typeof token === "string" && token) return token
    } catch (error) {
      last = error
      await page.waitForTimeout(250)
    }
  }
  throw new Error(`the storefront keeps no token in localStorage (${last instanceof Error ? last.message.split("\n")[0] : "none set"})`)
}

/** On a style page: the call to action that starts the creation wizard. */
/**
 * Waits until the page answers taps as a script does: a shared page paints before its scripts
 * run (issue 21), and the header lists the visitor's own links once it is interactive and knows
 * who is visiting. A tap before that follows the plain link underneath.
 */
export async function untilInteractive(page: Page) {
  await expect(page.getByTestId("header-account-links")).toBeAttached({ timeout: 30_000 })
}

export async function pressPaintMyPet(page: Page) {
  await untilInteractive(page)
  const cta = page
    .getByRole("link", { name: /paint my pet/i })
    .or(page.getByRole("button", { name: /paint my pet/i }))
    .first()
  await expect(cta).toBeVisible()
  await cta.click()
}

/** In the wizard's Photo step: the file input labelled "Upload a photo". */
export async function uploadPhoto(page: Page, file = CAT_PHOTO) {
  await page.getByLabel("Upload a photo").setInputFiles(file)
}

/** /sign-up: email, password, the Sign up button. The browser is then logged in as the new, unverified account. */
export async function signUp(page: Page, email: string, password: string) {
  if (!new URL(page.url()).pathname.startsWith("/sign-up")) await page.goto("/sign-up")
  // A prompt that led here fades out over 300 ms (spec section 4); the page behind an open
  // modal dialog is inert until then, as it is for a person.
  await expect(page.locator("dialog[open]")).toHaveCount(0)
  await page.getByLabel(/^e-?mail/i).fill(email)
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(password)
  const confirm = page.getByLabel(/confirm|repeat/i)
  if (await confirm.count()) await confirm.fill(password)
  await page.getByRole("button", { name: /sign up|register|create (my )?account/i }).click()
  // The page says to check the e-mail ("Check your e-mail") and keeps the new account's token.
  await expect(page.getByRole("heading", { name: /check your e-?mail/i })).toBeVisible({ timeout: 20_000 })
  await expect
    .poll(
      async () => (await api<{ email: string | null }>("account", { token: await browserToken(page) }).catch(() => ({ email: null }))).email
    )
    .toBe(email)
}

/** Opens the activation link of the e-mail the shop sent (the outbox) in this browser. */
export async function activateFromEmail(page: Page, email: string) {
  const link = await linkFromEmail(email, "/account?activate=")
  await page.goto(link.pathname + link.search)
}

/**
 * Walks the creation wizard (Photo, optional Signature, Confirm) until `outcome` shows:
 * uploads the fixture photo in the Photo step, keeps the proposed frame, skips the signature, confirms, and presses
 * Create painting once the photo's analysis has finished.
 */
export async function walkWizardUntil(page: Page, outcome: ReturnType<Page["locator"]>, { timeoutMs = 90_000, photo = CAT_PHOTO } = {}) {
  const upload = page.getByLabel("Upload a photo")
  const skipSignature = page.getByTestId("signature-step").getByRole("button", { name: "Skip", exact: true })
  const wizard = page.getByTestId("create-painting-wizard")
  // Selected photo: "Continue" (enabled once uploaded); the frame step: "Next".
  const forward = wizard.getByRole("button", { name: /^(continue|next)$/i })
  const create = page.getByRole("button", { name: "Create painting" })
  let uploaded = false
  const deadline = Date.now() + timeoutMs
  const started = Date.now()
  while (Date.now() < deadline) {
    if (await outcome.isVisible()) return
    // Neither the wizard nor the outcome after a while: fail now, with the page as it is.
    if (Date.now() - started > 15_000 && !(await wizard.count())) break
    if (!uploaded && (await upload.count())) {
      await upload.setInputFiles(photo)
      uploaded = true
    } else if (await skipSignature.isVisible()) {
      await skipSignature.click()
    } else if ((await create.isVisible()) && (await create.getAttribute("aria-disabled")) !== "true") {
      await create.click()
      await expect(outcome).toBeVisible({ timeout: 20_000 })
      return
    } else if ((await forward.first().isVisible()) && (await forward.first().isEnabled())) {
      await forward.first().click()
    } else {
      // Waiting on the photo's analysis or a step's transition.
      await outcome
        .or(create)
        .or(skipSignature)
        .or(forward.first())
        .first()
        .waitFor({ timeout: 2_000 })
        .catch(() => {})
      await page.waitForTimeout(250)
    }
  }
  await expect(outcome).toBeVisible({ timeout: 1 })
}
