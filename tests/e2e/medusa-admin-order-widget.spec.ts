/**
 * The merchandiser's side of an order (issue 7): in the Medusa admin, the order page shows
 * the painting widget — the ordered painting, its print file status — and prepares the
 * fulfilment package, which can then be downloaded.
 */
import { logInToMedusaAdmin } from "./support/medusa-admin"
import { login, shop } from "./support/shop"
import { placePaidOrder } from "./support/place-order"
import { expect, saveScreen, test } from "./support/test"

test.describe.configure({ timeout: 6 * 60_000 })

test("a merchandiser sees the ordered painting on the Medusa order page and prepares its fulfilment package", async ({ page }) => {
  const buyer = await login("staff")
  const { orderId, paintingId } = await test.step("a paid order for a painted framed canvas", () => placePaidOrder(buyer))

  await test.step("logging in to the Medusa admin", () => logInToMedusaAdmin(page))

  await test.step("the painting widget on the order page", async () => {
    await page.goto(`${shop().backendUrl}/app/orders/${orderId}`)
    const widget = page.getByTestId("petshop-order-paintings")
    await expect(widget).toBeVisible({ timeout: 60_000 })
    await expect(widget.getByRole("heading", { name: "Paintings" })).toBeVisible()
    await expect(widget.locator(`[data-testid="petshop-order-painting"][data-painting-id="${paintingId}"]`)).toBeVisible()
    await expect(widget.getByTestId("petshop-package-status")).toHaveText(/Not prepared/)
    await saveScreen(page, "medusa-admin-order-widget", true)
  })

  await test.step("preparing and downloading the fulfilment package", async () => {
    const widget = page.getByTestId("petshop-order-paintings")
    // The print file is rendered after the order is placed; until then the package waits for it.
    await expect(async () => {
      await widget.getByTestId("petshop-init-fulfilment").click()
      await expect(widget.getByTestId("petshop-package-status")).toHaveText(/Package ready/, { timeout: 10_000 })
    }).toPass({ timeout: 4 * 60_000, intervals: [5_000] })
    const download = widget.getByTestId("petshop-package-download")
    await expect(download).toHaveAttribute("href", new RegExp(`/admin/petshop/orders/${orderId}/fulfillment-package`))
    const zip = await page.request.get(await download.getAttribute("href").then((h) => new URL(h!, shop().backendUrl).toString()))
    expect(zip.status()).toBe(200)
    expect((await zip.body()).subarray(0, 2).toString()).toBe("PK")
    await saveScreen(page, "medusa-admin-package-ready", true)
  })
})
