/**
 * The shop admin creates a style (issue 7): /admin's "Create style" opens the create-style
 * modal; an image-to-image style from a name and a prompt. Too short a name or prompt is
 * refused in the form; a good one opens the new style's page, and the admin's style list
 * has it, hidden from customers until it can be painted (issue 26: no recipe of its own yet).
 */
import { asShopAdmin } from "./support/admin"
import { expect, saveScreen, test } from "./support/test"

test("the admin creates an image-to-image style and finds it on its page and in the style list", async ({ page }) => {
  await asShopAdmin(page)
  const title = `Sunlit Watercolour ${Date.now().toString(36)}`
  const prompt = "a loose watercolour portrait of {description}, soft washes of colour, white paper showing through"

  await page.goto("/admin")
  await page.getByTestId("open-create-style").click()
  const modal = page.getByRole("dialog", { name: "Create style" })
  const form = modal.getByTestId("create-style-form")
  await expect(form).toBeVisible()

  await test.step("too short a name and prompt are refused in the form", async () => {
    await form.getByRole("radio", { name: "Image to image" }).check()
    await form.getByLabel("Name", { exact: true }).fill("Wat")
    await form.getByLabel("Prompt", { exact: true }).fill("wet")
    await form.getByTestId("create-style-submit").click()
    await expect(form.getByRole("alert").filter({ hasText: "Please provide a longer name." })).toBeVisible()
    await expect(form.getByRole("alert").filter({ hasText: "Please provide a longer prompt." })).toBeVisible()
    await expect(modal).toBeVisible()
  })

  await test.step("a good name and prompt create the style and open its page", async () => {
    await form.getByLabel("Name", { exact: true }).fill(title)
    await form.getByLabel("Prompt", { exact: true }).fill(prompt)
    await form.getByLabel("Description (optional)").fill("Soft washes for sunny pets.")
    await saveScreen(page, "admin-create-style-form")
    await form.getByTestId("create-style-submit").click()
    await expect(modal).toBeHidden({ timeout: 30_000 })
    await expect(page).not.toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
    await expect(page.getByRole("heading", { name: title }).first()).toBeVisible({ timeout: 30_000 })
    await saveScreen(page, "admin-created-style-page")
  })

  await test.step("the admin's style list has the new style", async () => {
    await page.goto("/admin")
    const row = page
      .getByTestId("admin-styles")
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: title, exact: true }) })
    await expect(row).toBeVisible({ timeout: 30_000 })
    await expect(row).toContainText("image-to-image")
    await expect(row).toContainText("Hidden")
    await row.getByRole("button", { name: "Edit style" }).click()
    const edit = page.getByRole("dialog", { name: "Edit style" })
    await expect(edit.getByLabel("Name", { exact: true })).toHaveValue(title)
    await expect(edit.getByLabel("Prompt", { exact: true })).toHaveValue(prompt)
    await saveScreen(page, "admin-created-style-in-list", true)
  })
})
