/**
 * The painting's frame in the wizard (issue 22, item 1): a shopper uploads a landscape photo of
 * a small dog far off in a field beside a person and a pony. Once the photo is analysed the
 * frame step shows the shop's proposal: a frame around the dog alone, not the whole field. The
 * shopper turns it into a portrait and moves it; the painting is made in that shape and records
 * the crop they saw.
 */
import { fixturePhoto } from "../../scripts/lib/fixture-photos"
import { pressPaintMyPet } from "./support/flows"
import { api, verifiedShopper } from "./support/shop"
import { expect, saveScreen, test, useAccountToken } from "./support/test"

type Box = { x: number; y: number; width: number; height: number }
const FIELD_PHOTO = fixturePhoto("dog-person-pony-field.jpg")
/** Where the analyser finds the dog in that photo (fractions), and the person beside it. */
const DOG = { x: 0.1009, y: 0.6191, width: 0.2097, height: 0.2089 }

const area = (b: Box) => b.width * b.height
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y))

test("the wizard proposes a frame around the pet, and the painting is made as the shopper framed it", async ({ page }) => {
  test.setTimeout(180_000)
  const shopper = await test.step("a verified shopper", () => verifiedShopper("framing"))
  await useAccountToken(page, shopper.token)
  await page.goto("/pet-portrait/watercolor")
  await pressPaintMyPet(page)
  await page.getByLabel("Upload a photo").setInputFiles(FIELD_PHOTO)

  const wizard = page.getByTestId("create-painting-wizard")
  // Continue once uploaded; the frame step waits for the analysis.
  await wizard.getByRole("button", { name: "Continue" }).click({ timeout: 30_000 })
  const framer = page.getByTestId("painting-framer")
  await expect(framer).toBeVisible({ timeout: 60_000 })

  // The proposal: the dog fills the frame, which is a small part of the field.
  const proposed = JSON.parse((await framer.getAttribute("data-crop"))!) as Box
  expect(area(proposed)).toBeLessThan(0.2)
  expect(overlap(proposed, DOG) / area(DOG)).toBeGreaterThan(0.95)
  expect(overlap(proposed, DOG) / area(proposed)).toBeGreaterThan(0.35)
  await expect(framer).toHaveAttribute("data-orientation", "landscape")
  await expect(framer.getByRole("radio", { name: /Landscape \(suggested\)/ })).toHaveAttribute("aria-checked", "true")
  await saveScreen(page, "wizard-frame-proposed")

  // The shopper asks for a portrait and drags the frame a little to the right.
  await framer.getByRole("radio", { name: /^Portrait/ }).click()
  await expect(framer).toHaveAttribute("data-orientation", "portrait")
  const portrait = JSON.parse((await framer.getAttribute("data-crop"))!) as Box
  const selection = framer.locator(".ReactCrop__crop-selection")
  const box = (await selection.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2, { steps: 5 })
  await page.mouse.up()
  await expect.poll(async () => (JSON.parse((await framer.getAttribute("data-crop"))!) as Box).x).toBeGreaterThan(portrait.x)
  const chosen = JSON.parse((await framer.getAttribute("data-crop"))!) as Box
  expect(chosen.width).toBeCloseTo(portrait.width, 3)
  await saveScreen(page, "wizard-frame-portrait")

  await wizard.getByRole("button", { name: "Next" }).click()
  // Watercolor may be signed: no signature this time.
  await page.getByTestId("signature-step").getByRole("button", { name: "Skip", exact: true }).click()
  // The confirm step shows the framed part of the photo, in the painting's shape.
  const framed = page.getByTestId("framed-photo")
  await expect(framed).toBeVisible()
  const shown = (await framed.boundingBox())!
  expect(shown.width / shown.height).toBeCloseTo(2 / 3, 1)
  await page.getByRole("button", { name: "Create painting" }).click()
  await page.waitForURL(/\/artwork\/paint_/, { timeout: 30_000 })
  const paintingId = new URL(page.url()).pathname.split("/")[2]

  // The painting is a portrait painted from the crop the shopper saw.
  const painting = await api<{ dimensions: Box; crop: Box | null }>(`painting/${paintingId}`, { token: shopper.token })
  expect(painting.dimensions).toMatchObject({ width: 512, height: 768 })
  expect(painting.crop).toEqual(chosen)
})
