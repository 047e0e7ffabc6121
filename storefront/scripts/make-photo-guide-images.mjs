/**
 * Makes the good/poor example pictures of /photo-guide from the fixture photos
 * (tests/fixtures/photos, or the folder PHOTO_FIXTURES_DIR names; PD/CC0 only, licences in
 * tests/fixtures/photos/SOURCES.md; credits are on the page).
 * Run once from the repository root: node storefront/scripts/make-photo-guide-images.mjs
 */
import sharp from "sharp"
import { mkdirSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const FIXTURES = process.env.PHOTO_FIXTURES_DIR || fileURLToPath(new URL("../../tests/fixtures/photos/", import.meta.url))
const OUT = new URL("../public/photo-guide/", import.meta.url).pathname
const SIZE = 480
mkdirSync(OUT, { recursive: true })

const load = (file) => sharp(join(FIXTURES, file)).rotate()
// A horizontal smear like a pet moving or a shaking hand.
const motionKernel = { width: 31, height: 3, kernel: [...Array(31).fill(0), ...Array(31).fill(1), ...Array(31).fill(0)] }

const examples = {
  "light-good": () => load("cat-chelsea.png").extract({ left: 90, top: 0, width: 300, height: 300 }),
  "light-poor": () =>
    load("cat-chelsea.png")
      .extract({ left: 90, top: 0, width: 300, height: 300 })
      .modulate({ brightness: 0.38, saturation: 0.6 })
      .tint({ r: 150, g: 110, b: 70 }),
  "eye-level-good": () => load("dog-beagle-landscape.jpg").extract({ left: 170, top: 150, width: 560, height: 560 }),
  "eye-level-poor": () => load("cat-tabby-large-3456x2304.jpg").extract({ left: 576, top: 0, width: 2304, height: 2304 }),
  "whole-head-good": () => load("cat-tortoiseshell-white.webp").extract({ left: 450, top: 0, width: 2200, height: 2200 }),
  "whole-head-poor": () => load("cat-tortoiseshell-white.webp").extract({ left: 700, top: 780, width: 1500, height: 1500 }),
  "sharp-good": () => load("cat-tabby-large-3456x2304.jpg").extract({ left: 1000, top: 150, width: 1500, height: 1500 }),
  "sharp-poor": async () =>
    sharp(
      await load("cat-tabby-large-3456x2304.jpg").extract({ left: 1000, top: 150, width: 1500, height: 1500 }).resize(SIZE, SIZE).toBuffer()
    ).convolve(motionKernel),
  "framing-poor": () => load("dog-and-person-portrait.jpg").extract({ left: 0, top: 0, width: 640, height: 640 }),
}

for (const [name, make] of Object.entries(examples)) {
  const file = join(OUT, `${name}.webp`)
  await (await make()).resize(SIZE, SIZE, { fit: "cover" }).webp({ quality: 72 }).toFile(file)
  const kb = statSync(file).size / 1024
  if (kb > 60) throw new Error(`${name} is ${kb.toFixed(1)} KB, over 60 KB`)
  console.log(name, `${kb.toFixed(1)} KB`)
}
