/**
 * No empty boxes (issue 24, item 3): until a picture arrives, its box shows the picture's own
 * colours, blurred, from a placeholder inline in the page; a room mockup's box shows the room's
 * wall and floor. The pictures are held back here, as a slow phone connection would, and the
 * boxes are read from screenshots.
 */
import type { Locator, Route } from "@playwright/test"
import sharp from "sharp"
import { expect, saveScreen, test } from "./support/test"

type Rgb = [number, number, number]

/** The mean colour of a PNG screenshot (or any picture) and how much its pixels vary. */
async function colourOf(bytes: Buffer, size?: { width: number; height: number }) {
  const input = size ? sharp(bytes).resize(size.width, size.height, { fit: "cover" }) : sharp(bytes)
  const { channels } = await input
    .removeAlpha()
    .toBuffer()
    .then((b) => sharp(b).stats())
  return { mean: channels.slice(0, 3).map((c) => c.mean) as Rgb, spread: Math.max(...channels.slice(0, 3).map((c) => c.stdev)) }
}

const distance = (a: Rgb, b: Rgb) => Math.max(...a.map((v, i) => Math.abs(v - b[i])))
const hex = (value: string): Rgb => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb
const round = (c: Rgb) => c.map(Math.round).join(", ")

/** The picture's address as the page names it (the tier the browser would load). */
const srcOf = (img: Locator) =>
  img.evaluate((el) => (el as unknown as { currentSrc: string; src: string }).currentSrc || (el as unknown as { src: string }).src)

test("before the pictures arrive, each box on the home page shows its own picture's colours", async ({ page, problems }) => {
  test.setTimeout(120_000)
  // Every picture request waits until the end of the test, as on a slow connection.
  const held: Route[] = []
  await page.route("**/*", (route) => (route.request().resourceType() === "image" ? void held.push(route) : route.fallback()))
  await page.goto("/", { waitUntil: "domcontentloaded" })
  const styleCards = page.getByTestId("style-card")
  await expect(styleCards.first()).toBeVisible()

  await test.step("every shop picture has an inline placeholder of its own", async () => {
    // Pictures other than the hero are asked for once the page is interactive and they are near
    // the screen (issue 21); their boxes are all there from the start.
    expect(await page.getByTestId("shop-image").count()).toBeGreaterThan(10)
    type Styled = { style: { backgroundImage: string } }
    type Frame = { querySelector(s: string): (Styled & { getAttribute(name: string): string | null }) | null }
    const bare = await page.getByTestId("shop-image").evaluateAll((frames) =>
      (frames as unknown as Frame[])
        .map((frame, index) => ({ frame, index }))
        .filter(({ frame }) => !/^url\("data:image\//.test(frame.querySelector("[data-testid=image-blur-up]")?.style.backgroundImage ?? ""))
        .map(({ frame, index }) => frame.querySelector("img")?.getAttribute("alt") ?? `picture ${index + 1}`)
    )
    expect(bare, "pictures without a placeholder").toEqual([])
    // The "How it works" photo is a static file: Next.js's own blur-up.
    const stepPhoto = page.getByRole("img", { name: "A photo of a ginger cat" })
    expect(await stepPhoto.evaluate((el) => (el as unknown as { style: { backgroundImage: string } }).style.backgroundImage)).toMatch(
      /^url\("data:image\//
    )
  })

  await test.step("a style card's box has the colours of its picture, not a plain ground", async () => {
    const ground = hex("#efe8de")
    let farFromGround = 0
    for (const card of (await styleCards.all()).slice(0, 4)) {
      await card.scrollIntoViewIfNeeded()
      // Near the screen now: its picture is asked for (and held back by the test).
      const img = card.locator("img[data-tier]")
      await expect(img).toBeAttached()
      // The picture's frame (an AVIF <picture> between them takes no box of its own).
      const box = card.getByTestId("shop-image").first()
      await box.scrollIntoViewIfNeeded()
      const shot = await colourOf(await box.screenshot())
      const size = await box.boundingBox()
      const picture = await fetch(await srcOf(img))
      expect(picture.status).toBe(200)
      const real = await colourOf(Buffer.from(await picture.arrayBuffer()), {
        width: Math.round(size!.width),
        height: Math.round(size!.height),
      })
      const title = await card.getByRole("heading").textContent()
      expect(
        distance(shot.mean, real.mean),
        `${title}: the box shows ${round(shot.mean)}, the picture is ${round(real.mean)}`
      ).toBeLessThan(28)
      if (distance(real.mean, ground) > 40) farFromGround++
    }
    // The check could tell a plain ground from the picture for at least some of the styles.
    expect(farFromGround).toBeGreaterThan(0)
  })

  await test.step("a print card's room mockup shows the room's wall and floor", async () => {
    const mockup = page.getByTestId("catalogue-product-mockup").first()
    await mockup.scrollIntoViewIfNeeded()
    const { data, info } = await sharp(await mockup.screenshot())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const at = (fx: number, fy: number): Rgb => {
      const i = (Math.round(fy * (info.height - 1)) * info.width + Math.round(fx * (info.width - 1))) * 3
      return [data[i], data[i + 1], data[i + 2]]
    }
    expect(distance(at(0.5, 0.3), hex("#e9dfcf")), `the wall is ${round(at(0.5, 0.3))}`).toBeLessThan(6)
    expect(distance(at(0.5, 0.95), hex("#a77a4f")), `the floor is ${round(at(0.5, 0.95))}`).toBeLessThan(6)
  })

  await page.evaluate("window.scrollTo(0, 0)")
  await saveScreen(page, "home-before-pictures-arrive", true)

  await test.step("then the pictures arrive and take their boxes", async () => {
    await page.unroute("**/*")
    for (const route of held.splice(0)) await route.continue().catch(() => undefined)
    const first = styleCards.first().locator("img[data-tier]")
    await expect
      .poll(() => first.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0)
  })
  expect(problems, `console errors: ${JSON.stringify(problems, null, 2)}`).toEqual([])
})

test("the photo guide's examples show their own colours before they load", async ({ page, problems }) => {
  const held: Route[] = []
  await page.route("**/*", (route) => (route.request().resourceType() === "image" ? void held.push(route) : route.fallback()))
  await page.goto("/photo-guide", { waitUntil: "domcontentloaded" })
  const tips = page.getByTestId("photo-tip")
  await expect(tips.first()).toBeVisible()
  const pictures = tips.locator("figure img")
  expect(await pictures.count()).toBeGreaterThanOrEqual(10)
  for (const picture of await pictures.all()) {
    const blurUp = picture.locator("xpath=preceding-sibling::*[@data-testid='image-blur-up']")
    expect(await blurUp.evaluate((el) => (el as unknown as { style: { backgroundImage: string } }).style.backgroundImage)).toMatch(
      /^url\("data:image\/webp;base64,/
    )
  }
  // The last example, far below the fold: its box against its own picture.
  const last = pictures.last()
  const box = last.locator("..")
  await box.scrollIntoViewIfNeeded()
  const shot = await colourOf(await box.screenshot())
  const size = await box.boundingBox()
  const real = await colourOf(Buffer.from(await (await fetch(new URL(await srcOf(last), page.url()))).arrayBuffer()), {
    width: Math.round(size!.width),
    height: Math.round(size!.height),
  })
  expect(distance(shot.mean, real.mean), `the box shows ${round(shot.mean)}, the picture is ${round(real.mean)}`).toBeLessThan(28)
  await page.unroute("**/*")
  for (const route of held.splice(0)) await route.continue().catch(() => undefined)
  expect(problems, `console errors: ${JSON.stringify(problems, null, 2)}`).toEqual([])
})
