/**
 * A new visitor's whole journey: home, a style page (Impasto, whose recipe paints in several
 * visible steps; Watercolor sends a single progress frame), the RequireLogin prompt,
 * signing up, the activation e-mail, painting with live progress frames, a framed canvas
 * in the cart, a gift voucher, test-mode checkout, the order-complete page and the order
 * in the account.
 */
import { api, ensureVoucher, freshEmail, ShopApiError } from "./support/shop"
import { activateFromEmail, browserToken, pressPaintMyPet, requireLoginPrompt, signUp, walkWizardUntil } from "./support/flows"
import { expect, saveScreen, test } from "./support/test"

test.describe.configure({ timeout: 6 * 60_000 })

/** Records each progress frame the page shows ("{data-frame-count} {src}") in window.__progressFramesShown. */
const RECORD_PROGRESS_FRAMES = `
  window.__progressFramesShown = [];
  new MutationObserver(() => {
    const img = document.querySelector('img[data-testid="progress-frame"]');
    if (!img) return;
    const shown = img.getAttribute("data-frame-count") + " " + img.getAttribute("src");
    const list = window.__progressFramesShown;
    if (list[list.length - 1] !== shown) list.push(shown);
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["src", "data-frame-count", "data-testid"] });
`

test("a new visitor paints their pet and buys it as a framed canvas with a gift voucher", async ({ page }) => {
  const email = freshEmail("journey")
  const password = "e2e-journey-2026"
  const voucher = await ensureVoucher()

  await test.step("the home page", async () => {
    await page.goto("/")
    await expect(page).toHaveTitle(/Custom Pet Portraits/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

  await test.step("a style page", async () => {
    const styleLink = page.locator('a[href="/pet-portrait/impasto"]').first()
    if (await styleLink.isVisible()) await styleLink.click()
    else await page.goto("/pet-portrait/impasto")
    await expect(page).toHaveURL(/\/pet-portrait\/impasto/)
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/impasto/i)
  })

  await test.step("uploading a photo as a visitor ends at the RequireLogin prompt", async () => {
    await pressPaintMyPet(page)
    await walkWizardUntil(page, requireLoginPrompt(page))
  })

  await test.step("signing up", async () => {
    await requireLoginPrompt(page).getByRole("link", { name: "Sign up" }).click()
    await expect(page).toHaveURL(/\/sign-up/)
    await signUp(page, email, password)
    const account = await api<{ email: string; isTemp: boolean; isVerified: boolean }>("account", { token: await browserToken(page) })
    expect(account).toMatchObject({ email, isTemp: false, isVerified: false })
  })

  await test.step("verifying the e-mail address from the activation e-mail", async () => {
    await activateFromEmail(page, email)
    await expect
      .poll(async () => (await api<{ isVerified: boolean }>("account", { token: await browserToken(page) })).isVerified)
      .toBe(true)
    await saveScreen(page, "account-activated")
  })

  let paintingId = ""
  await test.step("painting, with progress frames arriving live", async () => {
    // What the realtime socket brings, to tell a missing message from a missing frame on screen.
    const progressMessages: string[] = []
    page.on("websocket", (ws) =>
      ws.on("framereceived", ({ payload }) => {
        if (typeof payload === "string" && payload.includes("painting:progress")) progressMessages.push(payload.slice(0, 120))
      })
    )
    await page.addInitScript({ content: RECORD_PROGRESS_FRAMES })
    await page.goto("/pet-portrait/impasto")
    await pressPaintMyPet(page)
    await walkWizardUntil(page, page.getByTestId("painting-progress"))
    await expect(page).toHaveURL(/\/artwork\//)
    paintingId = decodeURIComponent(new URL(page.url()).pathname.split("/")[2])
    const token = await browserToken(page)
    const status = async () => (await api<{ status: string }>(`painting/${paintingId}`, { token })).status

    await saveScreen(page, "painting-progress")
    await expect.poll(status, { timeout: 180_000, intervals: [1_000], message: "the painting completes" }).toBe("complete")
    // Every frame the page showed, recorded as it happened (a fast painter is done in seconds).
    const shown = (await page.evaluate("window.__progressFramesShown || []")) as string[]
    const counts = shown.map((v) => Number(v.split(" ")[0]))
    expect(
      shown.length >= 2 || counts.some((c) => c >= 2),
      `progress frames arrive live and the shown frame grows; shown: ${JSON.stringify(shown)}; ${progressMessages.length} painting:progress message(s) reached the page`
    ).toBe(true)
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible({ timeout: 30_000 })
    await saveScreen(page, "painting-complete")
  })

  await test.step("adding the painting to the cart as a framed canvas", async () => {
    const print = page.getByRole("form", { name: "Choose your print" })
    if (await print.getByRole("radio", { name: "Canvas", exact: true }).count()) await print.getByText("Canvas", { exact: true }).click()
    await print.getByText("Black", { exact: true }).click()
    await expect(print.getByRole("radio", { name: "Black", exact: true })).toBeChecked()
    await print.getByRole("button", { name: "Add to cart" }).click()
    await expect(print.getByRole("status")).toContainText("In your cart.")
    const cart = await api<{ items: { productHasFrame?: boolean; painting?: string }[] }>("cart", { token: await browserToken(page) })
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({ productHasFrame: true })
  })

  await test.step("applying a gift voucher in the cart", async () => {
    await page.goto("/cart")
    await page.getByLabel("Gift voucher code").fill(voucher.code)
    await page.getByTestId("gift-voucher-apply").click()
    // Applying re-prices the cart (a Medusa workflow); on a busy machine that takes a while.
    await expect(page.getByText("Gift voucher applied.")).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId("gift-voucher-code")).toContainText(voucher.code)
    await expect(page.getByTestId("cart-discount")).toContainText(/[1-9]/)
    await saveScreen(page, "cart-with-voucher", true)
  })

  await test.step("checking out in test-payment mode", async () => {
    await page.goto("/checkout")
    await page.getByLabel("First name").first().fill("Ezra")
    await page.getByLabel("Last name").first().fill("Tester")
    await page.getByLabel("Address", { exact: true }).first().fill("1200 Larimer Street")
    await page.getByLabel("City").first().fill("Denver")
    await page.getByLabel("Zip code").first().fill("80204")
    await page.getByLabel("Phone number").first().fill("303-555-0123")
    await saveScreen(page, "checkout", true)
    await page.getByTestId("checkout-button").click()
    await expect(page).toHaveURL(/\/checkout\/test-payment\//, { timeout: 30_000 })
    await expect(page.getByText("TEST PAYMENT — no card is charged")).toBeVisible()
    await page.getByRole("button", { name: /^Pay / }).click()
  })

  await test.step("the order-complete page and the order in the account", async () => {
    await expect(page).toHaveURL(/\/order-complete\//, { timeout: 30_000 })
    await expect(page.getByText("Thank you!")).toBeVisible()
    // Shown once the order is placed: the page says it is being placed until then (at most 10 s).
    await expect(page.getByText("We are preparing your order!")).toBeVisible({ timeout: 20_000 })
    // The bought print hangs in a room, as it did in the cart.
    const bought = page.getByTestId("order-line").first().getByTestId("cart-item-mockup")
    await expect(bought).toHaveAttribute("alt", /, hanging in a living room$/)
    await bought.scrollIntoViewIfNeeded()
    await expect
      .poll(() => bought.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0)
    await saveScreen(page, "order-complete")
    const { orders } = await api<{ orders: { uuid: string }[] }>("orders", { token: await browserToken(page) }).catch((e: ShopApiError) => {
      throw new Error(`GET /api/orders: ${e.message}`)
    })
    expect(orders.length).toBe(1)
    await page.goto("/account/orders")
    await expect(page.getByText(orders[0].uuid.slice(-8), { exact: false }).first()).toBeVisible()
    await saveScreen(page, "account-orders")
  })
})
