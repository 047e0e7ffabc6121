/**
 * The merchandiser's side of room mockups (issue 24, item 4): in the Medusa admin, a product's
 * page shows a demo painting hanging in a room as each of the product's variants, and the room
 * can be changed.
 */
import { logInToMedusaAdmin } from "./support/medusa-admin"
import { api, shop } from "./support/shop"
import { expect, saveScreen, test } from "./support/test"

test("a merchandiser sees a demo painting hanging as each variant of a product, in the room they pick", async ({ page }) => {
  const { products } = await api<{ products: { uuid: string; handle: string; name: string }[] }>("products")
  const product = products.find((p) => p.handle === "canvas-16x24")
  expect(product, "the seeded 16 × 24 in canvas").toBeTruthy()

  await logInToMedusaAdmin(page)

  await page.goto(`${shop().backendUrl}/app/products/${product!.uuid}`)
  const widget = page.getByTestId("petshop-product-mockups")
  await expect(widget).toBeVisible({ timeout: 60_000 })
  await expect(widget.getByRole("heading", { name: "On the wall" })).toBeVisible()
  const mockups = widget.getByTestId("petshop-product-mockup")
  // One per variant: no frame and the three frames, each also signed.
  await expect(mockups.first()).toBeVisible({ timeout: 30_000 })
  const count = await mockups.count()
  expect(count).toBeGreaterThanOrEqual(4)

  /** Every picture loaded (a broken one has no natural width) and drawn in the room asked for. */
  async function expectLoaded(room: string) {
    for (let i = 0; i < count; i++) {
      const img = mockups.nth(i)
      await img.scrollIntoViewIfNeeded()
      await expect(img).toHaveAttribute("src", new RegExp(`room=${room}`))
      await expect
        .poll(() => img.evaluate((el) => (el as unknown as { complete: boolean; naturalWidth: number }).naturalWidth), { timeout: 30_000 })
        .toBe(480)
    }
  }
  await expectLoaded("living")
  await expect(mockups.first()).toHaveAttribute("alt", /in a living room$/)

  await widget.getByRole("button", { name: "Bedroom" }).click()
  await expect(widget.getByRole("button", { name: "Bedroom" })).toHaveAttribute("aria-pressed", "true")
  await expectLoaded("bedroom")
  await expect(mockups.first()).toHaveAttribute("alt", /in a bedroom$/)
  await saveScreen(page, "medusa-admin-product-mockups", true)
})
