/**
 * Room mockups in the storefront (issue 24, item 2): on a painting's page the picture hangs the
 * size and frame the shopper picks in a room, and every cart line shows its own. The displayed
 * picture's pixels are read back: the frame's colour in the border round the painting, and the
 * painting's size in pixels against the product's inches at the room's scale.
 */
import { planMockupLayout, ROOMS, type MockupVariant } from "@petshop/painting-module/mockups"
import type { Locator, Page } from "@playwright/test"
import sharp from "sharp"
import { paintingOnCanvas } from "./support/place-order"
import { api, shop, verifiedShopper } from "./support/shop"
import { expect, saveScreen, test, useAccountToken } from "./support/test"

type Rgb = [number, number, number]
type Pixels = { data: Buffer; width: number; height: number }
type Product = { type: string; width: number; height: number; medium: string; frames: { color: string; medium: string; signed: unknown }[] }

/** The frames this spec picks, told apart by colour (black is neutral and dark; walnut brown). */
const IS_FRAME: Record<"black" | "walnut", (c: Rgb) => boolean> = {
  black: ([r, g, b]) => Math.max(r, g, b) <= 100 && Math.max(r, g, b) - Math.min(r, g, b) <= 25,
  walnut: ([r, g, b]) => r > g && g > b && r - b >= 30 && r <= 175 && g <= 130,
}

const rgbAt = (p: Pixels, x: number, y: number): Rgb => {
  const i = (y * p.width + x) * 3
  return [p.data[i], p.data[i + 1], p.data[i + 2]]
}

/** Walking from (x, y) by (dx, dy): where the first run of three frame-coloured pixels starts. */
function firstFrame(p: Pixels, x: number, y: number, dx: number, dy: number, isFrame: (c: Rgb) => boolean): number | null {
  for (let run = 0; x >= 0 && y >= 0 && x < p.width && y < p.height; x += dx, y += dy) {
    run = isFrame(rgbAt(p, x, y)) ? run + 1 : 0
    if (run === 3) return dx ? x - 2 * dx : y - 2 * dy
  }
  return null
}

/**
 * The frame's outer box, found from the wall inwards (never from inside the painting, whose
 * colours could be anything): down the middle to its top, in from both sides a little lower,
 * then down its left moulding to its bottom; and the moulding's mean colour.
 */
function frameBox(p: Pixels, isFrame: (c: Rgb) => boolean) {
  const ppi = p.width / ROOMS.living.viewWidthIn
  const top = firstFrame(p, Math.round(p.width / 2), 0, 0, 1, isFrame)
  if (top === null) return null
  const row = top + Math.round(4 * ppi)
  const left = firstFrame(p, 0, row, 1, 0, isFrame)
  const right = firstFrame(p, p.width - 1, row, -1, 0, isFrame)
  if (left === null || right === null) return null
  const x = left + 2
  let bottom = top
  const sum = [0, 0, 0]
  let counted = 0
  // Down the moulding, over a stray pixel or two (its crest line), until the wall below.
  for (let y = top, misses = 0; y < p.height && misses <= 2; y++) {
    const c = rgbAt(p, x, y)
    if (!isFrame(c)) {
      misses++
      continue
    }
    misses = 0
    bottom = y
    c.forEach((v, i) => (sum[i] += v))
    counted++
  }
  const colour = sum.map((v) => v / counted) as Rgb
  return { left, top, width: right - left + 1, height: bottom - top + 1, colour, ppi }
}

async function pixelsOf(bytes: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The mockup the page shows now: its address (the one the browser chose from the srcset) and its pixels. */
async function shownMockup(page: Page) {
  const img = page.getByTestId("room-mockup-image")
  const src = await img.evaluate((el) => (el as unknown as { currentSrc: string; complete: boolean }).currentSrc)
  const res = await fetch(src)
  expect(res.status, `${src} answered ${res.status}`).toBe(200)
  expect(res.headers.get("content-type")).toBe("image/webp")
  return { url: new URL(src), pixels: await pixelsOf(Buffer.from(await res.arrayBuffer())) }
}

/** A lazy picture scrolled to, saying what it shows, and loaded: a broken picture has no natural width. */
async function expectLoadedPicture(picture: Locator, alt: RegExp) {
  await picture.scrollIntoViewIfNeeded()
  await expect(picture).toHaveAttribute("alt", alt)
  await expect
    .poll(() => picture.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth), { timeout: 20_000 })
    .toBeGreaterThan(0)
}

test.use({ deviceScaleFactor: 2 })

test("the painting page hangs the chosen size and frame in a room, and each cart line shows its own", async ({ page, problems }) => {
  test.setTimeout(300_000)
  const buyer = await test.step("a verified shopper with a finished painting", () => verifiedShopper("mockups"))
  const { paintingId } = await test.step("a finished painting", () => paintingOnCanvas(buyer))
  const painting = await api<{ dimensions: { width: number; height: number } }>(`painting/${paintingId}`, { token: buyer.token })
  const { products } = await api<{ products: Product[] }>("products")
  const canvas = (w: number, h: number) => {
    const found = products.find((p) => p.type === "canvas" && p.width === w && p.height === h)
    expect(found, `a ${w} × ${h} in canvas in the catalogue`).toBeTruthy()
    return found!
  }
  const variantOf = (product: Product, frame: "black" | "walnut") => product.frames.find((f) => f.color === frame)!.medium
  const small = canvas(12, 18)
  const large = canvas(24, 36)

  await useAccountToken(page, buyer.token)
  await page.goto(`/artwork/${paintingId}`)
  const chooser = page.getByRole("form", { name: "Choose your print" })
  const mockup = page.getByTestId("room-mockup")
  const shown = page.getByTestId("room-mockup-image")
  await expect(chooser).toBeVisible({ timeout: 30_000 })
  // The first picture is the server's, of the chooser's first choice.
  await expect(shown).toHaveAttribute("alt", /^Your painting as a \d+ × \d+ in canvas with no frame, in a living room$/)

  /** Picks a size and frame and reads the mockup that replaces the one shown. */
  async function pick(product: Product, frame: "black" | "walnut") {
    // The radios are drawn as their labels (the inputs themselves are hidden): a person clicks the words.
    await chooser.getByText(`${product.width} × ${product.height} in`, { exact: true }).click()
    await chooser.getByText(frame === "black" ? "Black" : "Walnut", { exact: true }).click()
    // A landscape painting hangs the print turned: 12 × 18 in shows as 18 × 12.
    const inches =
      painting.dimensions.width > painting.dimensions.height ? [product.height, product.width] : [product.width, product.height]
    const alt = `Your painting as a ${inches[0]} × ${inches[1]} in canvas in a ${frame} frame, in a living room`
    await expect(shown).toHaveAttribute("alt", alt, { timeout: 20_000 })
    const { url, pixels } = await shownMockup(page)
    expect(url.pathname).toBe(`/api/painting/${paintingId}/mockup`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ variant: variantOf(product, frame), room: "living", format: "webp" })

    const box = frameBox(pixels, IS_FRAME[frame])
    expect(box, `a ${frame} frame round the painting in ${url}`).not.toBeNull()
    const other = frame === "black" ? "walnut" : "black"
    expect(IS_FRAME[frame](box!.colour), `the moulding's colour ${box!.colour.map(Math.round)} is ${frame}`).toBe(true)
    expect(IS_FRAME[other](box!.colour), `the moulding's colour ${box!.colour.map(Math.round)} is not ${other}`).toBe(false)
    // The frame and float gap round the art, as the renderer lays them out at this width.
    const variant: MockupVariant = { widthIn: product.width, heightIn: product.height, type: "canvas", frame, signed: false }
    const layout = planMockupLayout(ROOMS.living, variant, painting.dimensions, pixels.width)
    const art = {
      width: (box!.width - (layout.outer.width - layout.art.width)) / box!.ppi,
      height: (box!.height - (layout.outer.height - layout.art.height)) / box!.ppi,
    }
    expect(Math.abs(art.width / inches[0] - 1), `the painting is ${art.width.toFixed(1)} in wide, not ${inches[0]}`).toBeLessThan(0.03)
    expect(Math.abs(art.height / inches[1] - 1), `the painting is ${art.height.toFixed(1)} in tall, not ${inches[1]}`).toBeLessThan(0.03)
    return { art, box: box!, width: pixels.width }
  }

  const blackSmall = await test.step("12 × 18 in, black frame", () => pick(small, "black"))
  const blackLarge = await test.step("24 × 36 in, black frame", () => pick(large, "black"))
  await saveScreen(page, "artwork-room-mockup")
  // The same room at the same width: twice the inches, twice the pixels (within 3 %).
  expect(blackLarge.width).toBe(blackSmall.width)
  expect(Math.abs(blackLarge.art.width / blackSmall.art.width / 2 - 1)).toBeLessThan(0.03)
  expect(Math.abs(blackLarge.art.height / blackSmall.art.height / 2 - 1)).toBeLessThan(0.03)

  await test.step("the picture shown stays until the next has loaded", async () => {
    // Mockups answer slowly for a moment: the black frame stays on show meanwhile.
    await page.route(/\/mockup\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await chooser.getByText("Walnut", { exact: true }).click()
    await expect(page.getByTestId("room-mockup-next")).toHaveCount(1)
    await expect(shown).toHaveAttribute("alt", /(24 × 36|36 × 24) in canvas in a black frame/)
    await expect(shown).toBeVisible()
    expect(await shown.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0)
    await expect(mockup.locator("[aria-busy=true]")).toHaveCount(1)
    // Then the walnut frame, once it has arrived.
    await expect(shown).toHaveAttribute("alt", /in a walnut frame, in a living room$/, { timeout: 20_000 })
    await expect(page.getByTestId("room-mockup-next")).toHaveCount(0)
    await page.unrouteAll({ behavior: "wait" })
  })
  const walnutLarge = await test.step("24 × 36 in, walnut frame", () => pick(large, "walnut"))
  expect(Math.abs(walnutLarge.art.width / blackLarge.art.width - 1)).toBeLessThan(0.03)
  await saveScreen(page, "artwork-room-mockup-walnut")

  await test.step("the rooms and the flat view", async () => {
    await mockup.getByText("Bedroom", { exact: true }).click()
    await expect(shown).toHaveAttribute("alt", /^Your painting as a (24 × 36|36 × 24) in canvas in a walnut frame, in a bedroom$/, {
      timeout: 20_000,
    })
    expect((await shownMockup(page)).url.searchParams.get("room")).toBe("bedroom")
    await saveScreen(page, "artwork-room-mockup-bedroom")
    await mockup.getByText("Flat", { exact: true }).click()
    await expect(shown).toHaveCount(0)
    await expect(mockup.getByRole("img").first()).toBeVisible()
    await mockup.getByText("Living room", { exact: true }).click()
    await expect(shown).toHaveAttribute("alt", /walnut frame, in a living room$/)
  })

  await test.step("each cart line shows its own mockup", async () => {
    await chooser.getByRole("button", { name: "Add to cart" }).click()
    await expect(chooser.getByRole("status")).toContainText("In your cart.")
    await chooser.getByText("12 × 18 in", { exact: true }).click()
    await chooser.getByText("Black", { exact: true }).click()
    await chooser.getByRole("button", { name: "Add to cart" }).click()
    await expect.poll(async () => (await api<{ items: unknown[] }>("cart", { token: buyer.token })).items.length).toBe(2)

    await page.goto("/cart")
    const lines = page.getByTestId("cart-item")
    await expect(lines).toHaveCount(2)
    const pictures = lines.getByTestId("cart-item-mockup")
    await expect(pictures).toHaveCount(2)
    const variants: string[] = []
    for (const picture of await pictures.all()) {
      await expect
        .poll(() => picture.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth), {
          message: "the line's mockup loads",
        })
        .toBeGreaterThan(0)
      const src = new URL(await picture.evaluate((el) => (el as unknown as { currentSrc: string }).currentSrc))
      expect(src.origin).toBe(new URL(shop().storefrontUrl).origin)
      variants.push(src.searchParams.get("variant")!)
    }
    expect(variants.sort()).toEqual([variantOf(large, "walnut"), variantOf(small, "black")].sort())
    await saveScreen(page, "cart-room-mockups", true)
  })

  await test.step("the catalogue hangs the shopper's own painting in its size rows and cards", async () => {
    await page.goto("/products/canvas")
    const row = page.getByTestId("product-row-mockup").first()
    await expect(row).toHaveAttribute("data-painting", paintingId, { timeout: 20_000 })
    await expectLoadedPicture(row, /^Your painting as a \d+ × \d+ in canvas with no frame, in a living room$/)
    await page.goto("/")
    const card = page.getByTestId("catalogue-product-mockup").first()
    await expect(card).toHaveAttribute("data-painting", paintingId, { timeout: 20_000 })
    await expectLoadedPicture(card, /^Your painting as a \d+ × \d+ in (canvas|poster) with no frame, in a living room$/)
    await saveScreen(page, "home-prints-own-painting", true)
  })

  expect(problems, `console errors: ${JSON.stringify(problems, null, 2)}`).toEqual([])
})

test("a shared painting link shows it hanging in a room: the page's Open Graph picture is a mockup", async () => {
  const { paintings } = await api<{ paintings: { id: string; isDemo?: boolean }[] }>("paintings?scope=isPublic&perPage=20")
  const demo = paintings.find((p) => p.isDemo)
  expect(demo, "a public demo painting in the gallery").toBeTruthy()
  // What a social site's crawler reads: the page's HTML, no script run.
  const html = await (await fetch(`${shop().storefrontUrl}/artwork/${demo!.id}`)).text()
  const meta = (property: string) =>
    [...html.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"/g)]
      .filter((m) => m[1] === property)
      .map((m) => m[2].replaceAll("&amp;", "&"))
  const [shared, flat] = meta("og:image")
  expect(new URL(shared).pathname).toBe(`/api/painting/${demo!.id}/mockup`)
  expect(Object.fromEntries(new URL(shared).searchParams)).toMatchObject({ room: "living", width: "1200", format: "jpeg" })
  expect(meta("og:image:alt")[0]).toMatch(/ as a \d+ × \d+ in canvas with no frame, in a living room$/)
  expect(meta("twitter:image")[0]).toBe(shared)
  // The flat picture follows the mockup.
  expect(flat).toBeTruthy()
  expect(flat).not.toBe(shared)

  // The address is the shop's public one (STOREFRONT_URL); the test shop answers on its own port.
  const picture = await fetch(new URL(`${new URL(shared).pathname}${new URL(shared).search}`, shop().storefrontUrl))
  expect(picture.status, `${shared} answered ${picture.status}`).toBe(200)
  expect(picture.headers.get("content-type")).toBe("image/jpeg")
  const { width, height } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata()
  expect({ width, height }).toEqual({ width: 1200, height: 800 })
  expect(meta("og:image:width")[0]).toBe("1200")
  expect(meta("og:image:height")[0]).toBe("800")
})

test("every size on a kind of print's page hangs in a room as that print (a demo, for a visitor with no painting)", async ({
  page,
  problems,
}) => {
  const { products } = await api<{ products: Product[] }>("products?category=black-frame")
  await page.goto("/products/black-frame")
  const rows = page.getByTestId("product-row")
  await expect(rows.first()).toBeVisible()
  const count = await rows.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const picture = rows.nth(i).getByTestId("product-row-mockup")
    await expectLoadedPicture(picture, / as a \d+ × \d+ in canvas in a black frame, in a living room$/)
    await expect(picture).not.toHaveAttribute("alt", /^Your painting/)
    const variant = new URL(await picture.evaluate((el) => (el as unknown as { currentSrc: string }).currentSrc)).searchParams.get(
      "variant"
    )
    const blackFrames = products.flatMap((p) => p.frames.filter((f) => f.color === "black").map((f) => f.medium))
    expect(blackFrames, `row ${i + 1} hangs a black-framed variant`).toContain(variant)
  }
  await saveScreen(page, "product-page-room-mockups", true)
  expect(problems, `console errors: ${JSON.stringify(problems, null, 2)}`).toEqual([])
})

test("the home page's prints hang in a room, each at its size", async ({ page, problems }) => {
  await page.goto("/")
  const cards = page.getByTestId("catalogue-product")
  await expect(cards.first()).toBeAttached()
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++)
    await expectLoadedPicture(
      cards.nth(i).getByTestId("catalogue-product-mockup"),
      / as a \d+ × \d+ in (canvas|poster) with no frame, in a living room$/
    )
  await saveScreen(page, "home-prints-room-mockups", true)
  expect(problems, `console errors: ${JSON.stringify(problems, null, 2)}`).toEqual([])
})
