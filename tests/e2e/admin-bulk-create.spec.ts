/**
 * The shop admin bulk-creates paintings (issue 7): on /admin/bulk-create they upload a photo
 * (chosen at once), pick two styles, press "Create 2 paintings" and watch both paint live
 * until each shows its finished picture.
 */
import { asShopAdmin } from "./support/admin"
import { CAT_PHOTO } from "./support/flows"
import { expect, saveScreen, test } from "./support/test"

// Two paintings on the shop's busy worker.
test.describe.configure({ timeout: 5 * 60_000 })

test("the admin paints a photo in two styles at once and sees both paintings finish", async ({ page }) => {
  await asShopAdmin(page)
  await page.goto("/admin/bulk-create")
  await expect(page.getByRole("heading", { name: "Bulk create" })).toBeVisible()

  const photosHeading = page.getByRole("heading", { name: /^1\. Photos/ })
  const chosenBefore = await test.step("uploading a photo chooses it", async () => {
    await expect(page.getByRole("heading", { name: /^2\. Styles/ })).toBeVisible()
    await page.getByLabel("Upload a photo").setInputFiles(CAT_PHOTO)
    await expect(photosHeading).toContainText("(1 chosen)", { timeout: 30_000 })
    return page.getByTestId("bulk-photo").and(page.locator('[aria-pressed="true"]'))
  })
  // The photo is analysed in the worker; its tile says so until it is ready to paint.
  await expect(chosenBefore).toHaveCount(1)
  await expect(chosenBefore.getByText(/Waiting to be analysed|Finding your pet/)).toHaveCount(0, { timeout: 90_000 })

  await test.step("choosing two styles", async () => {
    const styleList = page.getByTestId("bulk-styles")
    await styleList.getByRole("button", { name: "Watercolor", exact: true }).click()
    await styleList.getByRole("button", { name: "Oil", exact: true }).click()
    await expect(page.getByRole("heading", { name: /^2\. Styles/ })).toContainText("(2 chosen)")
    await saveScreen(page, "admin-bulk-create-chosen", true)
  })

  const result = page.getByTestId("bulk-result")
  await test.step("creating the paintings shows them painting", async () => {
    await page.getByRole("button", { name: "Create 2 paintings" }).click()
    await expect(page.getByRole("heading", { name: "Painting now" })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/Skipped a photo/)).toHaveCount(0)
    await expect(result.getByTestId("painting-progress")).toHaveCount(2)
    await expect(result.getByRole("progressbar", { name: "Painting progress" })).toHaveCount(2)
  })

  await test.step("both paintings finish with their pictures", async () => {
    const finals = result.getByTestId("painting-final")
    await expect(finals).toHaveCount(2, { timeout: 4 * 60_000 })
    await expect(result.locator('[data-testid="painting-progress"][data-status="complete"]')).toHaveCount(2)
    for (const img of await finals.all()) {
      await expect
        .poll(
          () =>
            img.evaluate((el) => {
              const pic = el as unknown as { complete: boolean; naturalWidth: number }
              return pic.complete ? pic.naturalWidth : 0
            }),
          { message: "the finished picture loads" }
        )
        .toBeGreaterThan(0)
    }
    await saveScreen(page, "admin-bulk-create-done", true)
  })
})
