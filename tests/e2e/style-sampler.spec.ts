/**
 * Your pet in every style (issue 25): a shopper opens the wizard without a style and starts with
 * a photo. Once it is analysed, the Style step shows the shopper's own cat in every public style,
 * each card's demo picture giving way to its watermarked sample as the worker paints it. The
 * shopper picks a style, frames, skips the signature and confirms: the real painting starts.
 */
import { fixturePhoto } from "../../scripts/lib/fixture-photos"
import { api, verifiedShopper } from "./support/shop"
import { expect, saveScreen, test, useAccountToken } from "./support/test"

const PHOTO = fixturePhoto("cat-tortoiseshell-white.webp")
/** The seeded shop's public styles (seed/data/styles.json). */
const PUBLIC_STYLES = 13
/** Painted once the photo is analysed; the shop's goal is all 13 within 3 s, a busy test machine takes longer. */
const SAMPLES_TIMEOUT_MS = 150_000

type Picture = string | Record<string, unknown> | null
type ListedStyle = { id: string; title: string; type: string; allowSignature: boolean; publicImage: Picture; demoImages: Picture[] }
type SampledPhoto = {
  id: string
  styleSamples?: { styleId: string; image: string; sketch: boolean }[] | null
  sampling?: { done: number; total: number } | null
}

/** Every link among a style's demo pictures, each size of each. */
const demoLinks = (style: ListedStyle): string[] =>
  [style.publicImage, ...style.demoImages].flatMap((picture) =>
    typeof picture === "string" ? [picture] : Object.values(picture ?? {}).filter((v): v is string => typeof v === "string")
  )

/** A signed link's file, whatever its signature and expiry. */
const linkPath = (link: string) => new URL(link).pathname

test("the Style step shows the shopper's own pet in every style, and the picked one is painted", async ({ page }) => {
  test.setTimeout(300_000)
  const shopper = await test.step("a verified shopper", () => verifiedShopper("sampler"))
  const { styles } = await api<{ styles: ListedStyle[] }>("styles?scope=isPublic&perPage=50")
  expect(styles).toHaveLength(PUBLIC_STYLES)
  const demos = new Set(styles.flatMap(demoLinks))
  await useAccountToken(page, shopper.token)

  const wizard = page.getByTestId("create-painting-wizard")
  const steps = wizard.getByTestId("wizard-steps")
  await test.step("without a style, the wizard starts with the photo", async () => {
    await page.goto("/portraits/new")
    await expect(wizard).toHaveAttribute("data-tab", "photos-list")
    await expect(steps.getByRole("listitem")).toHaveText([/Photo/, /Style/, /Confirm/])
    await expect(steps.locator('[aria-current="step"]')).toContainText("Photo")
    await page.getByLabel("Upload a photo").setInputFiles(PHOTO)
    // Enabled once uploaded; the Style step follows the analysis.
    await wizard.getByRole("button", { name: "Continue" }).click({ timeout: 30_000 })
    await expect(wizard).toHaveAttribute("data-tab", "style")
    await expect(steps.locator('[aria-current="step"]')).toContainText("Style")
  })

  const cards = page.getByTestId("style-card")
  const progress = page.getByTestId("sampling-progress")
  await test.step("each card shows the style's demo picture with a progress mark until its sample arrives", async () => {
    await expect(cards).toHaveCount(PUBLIC_STYLES)
    // One look at every card at once: samples may arrive between two separate looks.
    const shown = await cards.evaluateAll((buttons) =>
      buttons.map((b) => ({
        sample: b.querySelector("img")?.getAttribute("data-sample"),
        mark: Boolean(b.querySelector('[aria-label="painting a sample…"]')),
      }))
    )
    const sampling = await page.getByTestId("style-step").getAttribute("data-sampling")
    if (sampling !== "done") for (const card of shown) expect(card.mark || card.sample === "true", JSON.stringify(card)).toBe(true)
    await saveScreen(page, "wizard-style-samples-arriving")
  })

  await test.step("every style's card comes to show the shopper's own pet", async () => {
    await expect(cards.locator('img[data-sample="true"]')).toHaveCount(PUBLIC_STYLES, { timeout: SAMPLES_TIMEOUT_MS })
    await expect(progress).toHaveText(`Your pet in every style: ${PUBLIC_STYLES} of ${PUBLIC_STYLES} ready`)
    await expect(page.locator('[aria-label="painting a sample…"]')).toHaveCount(0)

    // Each card's picture is that style's sample of this photo, not a demo picture.
    const { photos } = await api<{ photos: SampledPhoto[] }>("photos?perPage=5", { token: shopper.token })
    const photo = photos[0]
    expect(photo.sampling).toEqual({ done: PUBLIC_STYLES, total: PUBLIC_STYLES })
    const samples = new Map((photo.styleSamples ?? []).map((s) => [s.styleId, s]))
    const srcs = new Set<string>()
    for (const card of await cards.all()) {
      const styleId = (await card.getAttribute("data-style-id"))!
      const title = styles.find((s) => s.id === styleId)!.title
      const img = card.locator("img")
      await expect(img).toHaveAttribute("alt", title)
      const src = (await img.getAttribute("src"))!
      expect(demos.has(src), `${title} shows a demo picture`).toBe(false)
      expect(linkPath(src), `${title} shows its own sample`).toBe(linkPath(samples.get(styleId)!.image))
      srcs.add(src)
      await expect(card.getByText("sketch", { exact: true })).toHaveCount(samples.get(styleId)!.sketch ? 1 : 0)
      // The picture loads (cards below the fold load as they scroll in).
      await card.scrollIntoViewIfNeeded()
      const loadedWidth = () =>
        img.evaluate((el) => {
          const pic = el as unknown as { complete: boolean; naturalWidth: number }
          return pic.complete ? pic.naturalWidth : 0
        })
      await expect.poll(loadedWidth, { timeout: 15_000 }).toBeGreaterThan(0)
    }
    expect(srcs.size).toBe(PUBLIC_STYLES)
    await page.getByTestId("style-step").scrollIntoViewIfNeeded()
    await saveScreen(page, "wizard-style-samples", true)
  })

  const picked = styles.find((s) => s.title === "Impasto")!
  await test.step("picking a style goes on to the frame, the signature and confirm; back returns to the styles", async () => {
    await cards.and(page.locator(`[data-style-id="${picked.id}"]`)).click()
    await expect(wizard).toHaveAttribute("data-tab", "image-crop")
    await expect(page).toHaveURL(new RegExp(`styleId=${picked.id}`))
    await expect(wizard.getByRole("heading", { level: 1 })).toHaveText(`Your pet in ${picked.title}`)
    await wizard.getByRole("button", { name: "Back" }).click()
    await expect(wizard).toHaveAttribute("data-tab", "style")
    await cards.and(page.locator(`[data-style-id="${picked.id}"]`)).click()
    await expect(page.getByTestId("painting-framer")).toBeVisible()
    await wizard.getByRole("button", { name: "Next" }).click()
    if (picked.allowSignature) await page.getByTestId("signature-step").getByRole("button", { name: "Skip", exact: true }).click()
    await expect(page.getByTestId("confirm-step")).toBeVisible()
  })

  await test.step("the painting starts", async () => {
    await page.getByRole("button", { name: "Create painting" }).click()
    await page.waitForURL(/\/artwork\/paint_/, { timeout: 30_000 })
    await expect(page.getByTestId("painting-progress")).toBeVisible({ timeout: 30_000 })
    const paintingId = decodeURIComponent(new URL(page.url()).pathname.split("/")[2])
    const painting = await api<{ style: string; photo: string }>(`painting/${paintingId}`, { token: shopper.token })
    const { photos } = await api<{ photos: { id: string }[] }>("photos?perPage=5", { token: shopper.token })
    expect(painting).toMatchObject({ style: picked.id, photo: photos[0].id })
  })
})
