/**
 * The shop admin tunes a style's layer with the preview (issue 7): in the edit-style modal's
 * "Layers & preview" tab they add a colour adjustment to the noPost layer, press "Preview
 * layers" and watch the after picture paint on a test portrait of their photo; changing the
 * step's parameter and previewing again brings a new after picture. The style is the test's
 * own, so no other test paints with the changed layers.
 */
import type { Locator } from "@playwright/test"
import sharp from "sharp"
import { analysedPhoto, asShopAdmin, newStyle } from "./support/admin"
import { expect, saveScreen, test } from "./support/test"

/** The mean brightness (0-255) of the picture an <img> shows, fetched as the browser would. */
async function brightnessOf(img: Locator): Promise<number> {
  const src = await img.evaluate((el) => (el as unknown as { currentSrc: string }).currentSrc)
  const res = await img.page().request.get(src)
  expect(res.status(), src).toBe(200)
  const { channels } = await sharp(await res.body()).stats()
  return channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3
}

// A test portrait and two applies of the layers on the shop's busy worker.
test.describe.configure({ timeout: 7 * 60_000 })

test("the admin changes a layer parameter and sees the preview's after picture change", async ({ page }) => {
  const admin = await asShopAdmin(page)
  const [style] = await test.step("a style of the admin's and a photo to preview on", () =>
    Promise.all([newStyle(admin, `Layer Tuning ${Date.now().toString(36)}`), analysedPhoto(admin)]))

  await page.goto("/admin")
  const row = page
    .getByTestId("admin-styles")
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: style.title, exact: true }) })
  await row.getByRole("button", { name: "Edit style" }).click()
  const modal = page.getByRole("dialog", { name: "Edit style" })
  await modal.getByRole("tab", { name: /Layers/ }).click()
  const editor = modal.getByTestId("post-process-editor")
  const preview = modal.getByTestId("layer-preview")
  const after = preview.getByTestId("preview-after")
  const afterImage = after.getByRole("img")
  const status = after.getByRole("status")

  const setBrightness = async (value: number) => {
    const step = editor.getByTestId("layer-steps").getByRole("listitem").last()
    await expect(step.getByRole("combobox")).toHaveValue("adjust")
    await step.getByRole("textbox").fill(JSON.stringify({ brightness: value }))
  }

  const first = await test.step("a brightening step on the noPost layer, previewed", async () => {
    await editor.getByRole("tab", { name: /^noPost \(/ }).click()
    await editor.getByTestId("add-layer-step").click()
    await setBrightness(0.35)
    await preview.getByTestId("preview-layers").click()
    // The layers are saved first, then the test portrait is painted and the layers applied to it.
    await expect(editor.getByTestId("save-layers")).toHaveText("Layers saved", { timeout: 30_000 })
    await expect(status).toHaveText("Done.", { timeout: 3 * 60_000 })
    await expect(after).toHaveAttribute("data-status", "complete")
    await expect(afterImage).toHaveAttribute("alt", `After: ${style.title} with these layers`)
    await expect
      .poll(() => afterImage.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth), {
        message: "the after picture loads",
      })
      .toBeGreaterThan(0)
    await after.scrollIntoViewIfNeeded()
    await saveScreen(page, "admin-layer-preview-first")
    return { src: await afterImage.getAttribute("src"), brightness: await brightnessOf(afterImage) }
  })
  expect(first.src).toBeTruthy()

  await test.step("a darker setting previewed again brings a new after picture", async () => {
    await setBrightness(-0.35)
    await expect(editor.getByTestId("save-layers")).toHaveText("Save layers")
    await preview.getByTestId("preview-layers").click()
    // On a busy worker the apply may wait in the queue before its first frame replaces the picture.
    await expect(afterImage).not.toHaveAttribute("src", first.src!, { timeout: 3 * 60_000 })
    await expect(status).toHaveText("Done.", { timeout: 2 * 60_000 })
    await expect(after).toHaveAttribute("data-status", "complete")
    const second = await afterImage.getAttribute("src")
    expect(second).not.toBe(first.src)
    await expect
      .poll(() => afterImage.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth), {
        message: "the new after picture loads",
      })
      .toBeGreaterThan(0)
    // Darker by far: brightness +0.35 against -0.35 of the same portrait.
    expect(await brightnessOf(afterImage)).toBeLessThan(first.brightness - 40)
    await after.scrollIntoViewIfNeeded()
    await saveScreen(page, "admin-layer-preview-second")
  })
})
