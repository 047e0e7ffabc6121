/**
 * `npm run contact-sheet [output.png] [--scale 0.78] [--styles a,b] [--no-demos]`
 *
 * Every style of the catalogue painted from every fixture photo through the real layer
 * pipeline (photo → segment → faceMap → noPost, no watermark), framed as the shop frames a
 * new painting (issue 22: the real photo analysis, then the proposed composition's shape and
 * crop), as one labelled PNG grid (rows: styles, columns: photos) so a person can judge the
 * whole catalogue at a glance. Default output: .shop/contact-sheet.png. Beside it, per photo,
 * the framing figures: the share of the painting the pet's box covers, where the eyes sit,
 * the share of the pet's mask outside its box (median and worst over the styles), how far its
 * cut can be trusted (outline contrast, or "frame" when the segmenter fell back to the full frame), and how
 * distinct the styles are: the closest two styles' distance (`style-distance.ts`; the style
 * tests want more than 5).
 *
 * It also writes the storefront's demo images: for each style, the paintings of the three
 * demo photos (portraits, the shape of the storefront's cards, framed by the photo layer) as 400 px wide JPEGs
 * (q80) in seed/data/style-demos/<engine key>-<n>.jpg, which the seed uploads as the style's
 * demoImages and publicImage.
 *
 * Photos: tests/fixtures/photos, its by-sa/ folder too (or the folder PHOTO_FIXTURES_DIR names).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { basename, dirname, join, resolve } from "node:path"
import { performance } from "node:perf_hooks"
import sharp from "sharp"
import { rasterToRgb, shutdownEnginePool } from "../painting-module/src/engine"
import { signature, styleDistance, type Signature } from "../painting-module/src/engine/style-distance"
import { STYLE_RECIPES } from "../painting-module/src/engine/recipes"
import {
  framedSubjectBox,
  PAINTING_ASPECTS,
  proposeComposition,
  type Composition,
  type FractionBox,
  type PaintingOrientation,
  unframedSubjectBoxes,
} from "../painting-module/src/composition"
import { analysePhoto, disposePhotoAnalyser, type PhotoAnalysis } from "../painting-module/src/photo"
import { LocalProvider } from "../painting-module/src/providers/local-provider"
import { paintThroughLayers } from "../painting-module/src/render/paint-pipeline"
import { fixturePhotosDir } from "./lib/fixture-photos"
import { ROOT } from "./lib/settings"

/** The painting sizes the shop makes per shape (backend paintingSizeFor). */
const PAINTING: Record<PaintingOrientation, { width: number; height: number }> = {
  portrait: { width: 512, height: 768 },
  landscape: { width: 768, height: 512 },
  square: { width: 640, height: 640 },
}
const CELL = { width: 200, height: 300 }
const LABEL_WIDTH = 190
const HEADER_HEIGHT = 44
const DEMO_WIDTH = 400
/** The demo photos, in order (public domain / CC0 ones, so the storefront may show them). */
const DEMO_PHOTOS = ["cat-tabby-large-3456x2304.jpg", "dog-beagle-landscape.jpg", "cat-tortoiseshell-white.webp"]
const DEMOS_DIR = join(ROOT, "seed", "data", "style-demos")

function parseArgs(argv: string[]) {
  let output = join(ROOT, ".shop", "contact-sheet.png")
  let scale = DEMO_WIDTH / PAINTING.portrait.width
  let styles: string[] | null = null
  let demos = true
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === "--scale") scale = Number(argv[++i])
    else if (a === "--styles")
      styles = argv[++i]
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    else if (a === "--no-demos") demos = false
    else if (!a.startsWith("--")) output = resolve(a)
  }
  if (!(scale > 0 && scale <= 4)) throw new Error("--scale must be between 0 and 4")
  return { output, scale, styles, demos }
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The styles in catalogue order (seed/data/styles.json), then any other recipe. */
function catalogueStyles(): { key: string; title: string }[] {
  const data = JSON.parse(readFileSync(join(ROOT, "seed", "data", "styles.json"), "utf8")) as {
    styles: { title: string; engine: string }[]
  }
  const listed = data.styles.filter((s) => STYLE_RECIPES[s.engine]).map((s) => ({ key: s.engine, title: s.title }))
  const rest = Object.keys(STYLE_RECIPES)
    .filter((k) => !listed.some((s) => s.key === k))
    .map((key) => ({ key, title: key }))
  return [...listed, ...rest]
}

function fixturePhotos(dir: string): string[] {
  const images = (d: string) =>
    readdirSync(d)
      .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
      .sort()
  const top = images(dir).map((f) => join(dir, f))
  let bySa: string[] = []
  try {
    bySa = images(join(dir, "by-sa")).map((f) => join(dir, "by-sa", f))
  } catch {
    // no by-sa folder
  }
  return [...top, ...bySa]
}

type FixtureInput = { name: string; bytes: Buffer; composition: Composition | null; subject: FractionBox | null; others: FractionBox[] }

/** The photo's analysis and the composition the shop would propose for it (null: no subject found). */
async function framingOf(bytes: Buffer): Promise<Pick<FixtureInput, "composition" | "subject" | "others">> {
  const upright = await sharp(bytes).rotate().toBuffer({ resolveWithObject: true })
  const { data, info } = await sharp(upright.data)
    .resize(640, 640, { fit: "inside" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let analysis: PhotoAnalysis
  try {
    analysis = await analysePhoto({ data, width: info.width, height: info.height })
  } catch {
    return { composition: null, subject: null, others: [] }
  }
  const photo = { width: upright.info.width, height: upright.info.height, subject: analysis.subject, subjects: analysis.subjects }
  return { composition: proposeComposition(photo), subject: framedSubjectBox(photo), others: unframedSubjectBoxes(photo) }
}

/** What a painting's framing measures: the pet's box share, the eye line, the mask outside the box. */
type FramingFigures = {
  coverage: number
  eyeLine: number | null
  maskOutside: number | null
  cut: { edge: number; fellBack: boolean } | null
}

function framingFigures(
  ctx: { subject: FractionBox | null; face: FractionBox | null; mask: Float32Array | null; cut?: { edge: number; fellBack: boolean } },
  size: { width: number; height: number }
): FramingFigures {
  const { width: W, height: H } = size
  const s = ctx.subject
  const inside = (x: number, y: number) => Boolean(s && x >= s.x && x < s.x + s.width && y >= s.y && y < s.y + s.height)
  const box = s
    ? Math.max(0, Math.min(W, s.x + s.width) - Math.max(0, s.x)) * Math.max(0, Math.min(H, s.y + s.height) - Math.max(0, s.y))
    : 0
  let total = 0
  let outside = 0
  if (ctx.mask && ctx.mask.length === W * H) {
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        const m = ctx.mask[y * W + x]
        total += m
        if (!inside(x, y)) outside += m
      }
  }
  return {
    coverage: box / (W * H),
    // The eyes sit about 40% down a head box.
    eyeLine: ctx.face ? (ctx.face.y + ctx.face.height * 0.4) / H : null,
    maskOutside: total > 0 ? outside / total : null,
    cut: ctx.cut ? { edge: ctx.cut.edge, fellBack: ctx.cut.fellBack } : null,
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN
}
const pct = (v: number | null | undefined) =>
  v === null || v === undefined || Number.isNaN(v) ? "  –  " : `${(v * 100).toFixed(0).padStart(3)}%`

function labelSvg(width: number, height: number, text: string, size: number, anchor: "start" | "middle" = "middle"): Buffer {
  const x = anchor === "middle" ? width / 2 : 8
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#1d1d1f"/>` +
      `<text x="${x}" y="${height / 2}" dominant-baseline="middle" text-anchor="${anchor}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="#f5f5f7">${escapeXml(text)}</text>` +
      `</svg>`
  )
}

async function main() {
  const { output, scale, styles: only, demos } = parseArgs(process.argv.slice(2))
  const photosDir = fixturePhotosDir()
  const photos = fixturePhotos(photosDir)
  const styles = catalogueStyles().filter((s) => !only || only.includes(s.key))
  if (!photos.length) throw new Error(`No photos in ${photosDir}`)
  if (!styles.length) throw new Error("No styles with a recipe to paint")
  sharp.concurrency(2)
  const sizeOf = (shape: PaintingOrientation) => ({
    width: Math.round(PAINTING[shape].width * scale),
    height: Math.round(PAINTING[shape].height * scale),
  })
  console.log(`Contact sheet: ${styles.length} styles x ${photos.length} photos, each in its proposed shape (scale ${scale.toFixed(3)})`)

  const started = performance.now()
  const inputs: FixtureInput[] = []
  for (const path of photos) {
    const bytes = readFileSync(path)
    inputs.push({ name: basename(path), bytes, ...(await framingOf(bytes)) })
  }
  await disposePhotoAnalyser()
  console.log(`  subjects of ${inputs.length} photos found in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  const provider = new LocalProvider()
  const tiles: sharp.OverlayOptions[] = []
  const sheetWidth = LABEL_WIDTH + photos.length * CELL.width
  const sheetHeight = HEADER_HEIGHT + styles.length * CELL.height
  inputs.forEach((p, c) =>
    tiles.push({
      input: labelSvg(CELL.width, HEADER_HEIGHT, p.name.replace(/\.(jpe?g|png|webp)$/i, ""), 11),
      left: LABEL_WIDTH + c * CELL.width,
      top: 0,
    })
  )
  if (demos) mkdirSync(DEMOS_DIR, { recursive: true })
  const timings: { style: string; seconds: number }[] = []
  const framing = new Map<string, FramingFigures[]>()
  const looks = new Map<string, Map<string, Signature>>()
  let failed = 0
  for (const [r, style] of styles.entries()) {
    const styleStarted = performance.now()
    const fontSize = Math.min(16, Math.floor(((LABEL_WIDTH - 16) / style.title.length) * 1.7))
    tiles.push({ input: labelSvg(LABEL_WIDTH, CELL.height, style.title, fontSize, "start"), left: 0, top: HEADER_HEIGHT + r * CELL.height })
    for (const [c, photo] of inputs.entries()) {
      let cell: Buffer
      try {
        const shape = photo.composition?.orientation ?? "portrait"
        const size = sizeOf(shape)
        const result = await paintFramed(provider, style.key, photo, shape, size, scale)
        const figures = framingFigures(result.ctx, size)
        ;(framing.get(photo.name) ?? framing.set(photo.name, []).get(photo.name)!).push(figures)
        ;(looks.get(photo.name) ?? looks.set(photo.name, new Map()).get(photo.name)!).set(style.title, signature(result.raster))
        const image = sharp(rasterToRgb(result.raster), { raw: { width: result.raster.width, height: result.raster.height, channels: 3 } })
        cell = await image.resize(CELL.width, CELL.height, { fit: "contain", background: "#1d1d1f" }).png().toBuffer()
        const demoIndex = DEMO_PHOTOS.indexOf(photo.name)
        if (demos && demoIndex >= 0) {
          // The storefront's style cards are portraits: a demo is framed as a portrait by the photo
          // layer itself, which continues a landscape close-up past the photo's edge rather than cut the pet.
          const portrait = await paintFramed(provider, style.key, { ...photo, composition: null }, "portrait", sizeOf("portrait"), scale)
          const demo = sharp(rasterToRgb(portrait.raster), {
            raw: { width: portrait.raster.width, height: portrait.raster.height, channels: 3 },
          })
          const jpeg = await demo.resize({ width: DEMO_WIDTH }).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
          writeFileSync(join(DEMOS_DIR, `${style.key}-${demoIndex + 1}.jpg`), jpeg)
        }
      } catch (err) {
        failed++
        console.error(`  ✗ ${style.key} × ${photo.name}: ${(err as Error).message}`)
        cell = labelSvg(CELL.width, CELL.height, "failed", 14)
      }
      tiles.push({ input: cell, left: LABEL_WIDTH + c * CELL.width, top: HEADER_HEIGHT + r * CELL.height })
      process.stdout.write(`\r  ${style.title}: ${c + 1}/${inputs.length}`)
    }
    const seconds = (performance.now() - styleStarted) / 1000
    timings.push({ style: style.key, seconds })
    process.stdout.write(
      `\r  ${style.title}: ${inputs.length} paintings in ${seconds.toFixed(1)} s (${(seconds / inputs.length).toFixed(2)} s each)\n`
    )
  }
  mkdirSync(dirname(output), { recursive: true })
  await sharp({ create: { width: sheetWidth, height: sheetHeight, channels: 3, background: "#1d1d1f" } })
    .composite(tiles)
    .png({ compressionLevel: 9 })
    .toFile(output)
  await shutdownEnginePool()
  printFraming(inputs, framing, looks)
  const total = (performance.now() - started) / 1000
  console.log(`✓ ${output} (${sheetWidth}x${sheetHeight}), ${styles.length * inputs.length} paintings in ${total.toFixed(1)} s`)
  if (demos) console.log(`✓ demo images in ${DEMOS_DIR} (${DEMO_PHOTOS.length} per style, ${DEMO_WIDTH} px wide)`)
  if (failed) {
    console.error(`✗ ${failed} paintings failed`)
    process.exit(1)
  }
}

/** The two styles of a photo that look most alike, and their distance. */
function closestStyles(signatures: Map<string, Signature> | undefined): string {
  const entries = [...(signatures ?? new Map<string, Signature>()).entries()]
  let best: { a: string; b: string; d: number } | null = null
  for (let i = 0; i < entries.length; i++)
    for (let j = i + 1; j < entries.length; j++) {
      const d = styleDistance(entries[i][1], entries[j][1]).total
      if (!best || d < best.d) best = { a: entries[i][0], b: entries[j][0], d }
    }
  return best ? `${best.d.toFixed(1)} (${best.a} ~ ${best.b})` : "–"
}

/** One painting of a fixture photo in a style, framed by the composition's crop of that shape. */
async function paintFramed(
  provider: LocalProvider,
  recipe: string,
  photo: FixtureInput,
  shape: PaintingOrientation,
  size: { width: number; height: number },
  scale: number
) {
  const settings = STYLE_RECIPES[recipe]
  return paintThroughLayers({
    original: photo.bytes,
    subject: photo.subject,
    frame: photo.composition?.crops[shape] ?? null,
    others: photo.others,
    size,
    scale,
    seed: 1,
    threads: 2,
    settings,
    paint: (source, ctx, history) =>
      provider.paint({
        source,
        recipe,
        prompt: null,
        negativePrompt: null,
        seed: 1,
        scale,
        threads: 2,
        onProgress: ctx.onProgress,
        settings,
        subject: ctx.subject,
        mask: ctx.mask,
        face: ctx.face,
        history,
      }),
  })
}

/** Per photo: the proposed shape and framing, the pet's share of the painting, the eye line, the mask outside the box. */
function printFraming(inputs: FixtureInput[], framing: Map<string, FramingFigures[]>, looks: Map<string, Map<string, Signature>>) {
  console.log(
    "\nFraming (issue 22): goal pet box >= 35% of the painting (>= 50% head-and-shoulders), eyes near the upper third;\n  the cut's outline contrast: colour contrast on the mask's outline over the pet box's mean (>= 1.35, else the full frame)"
  )
  console.log(
    `  ${"photo".padEnd(40)} ${"shape".padEnd(10)} ${"framing".padEnd(19)} pet box  eye line  mask outside box (median, worst)  cut outline contrast  closest styles`
  )
  for (const photo of inputs) {
    const figures = framing.get(photo.name) ?? []
    const c = photo.composition
    const coverage = median(figures.map((f) => f.coverage))
    const eyes = median(figures.flatMap((f) => (f.eyeLine === null ? [] : [f.eyeLine])))
    const outside = figures.flatMap((f) => (f.maskOutside === null ? [] : [f.maskOutside]))
    const goal = c?.framing === "head-and-shoulders" ? 0.5 : 0.35
    const mark = coverage >= goal ? "✓" : "✗"
    const closest = closestStyles(looks.get(photo.name))
    // every style cuts the same mask: one figure per photo; "oval" when the cut was not trusted
    const cut = figures.find((f) => f.cut)?.cut
    const cutText = (cut ? (cut.fellBack ? "frame" : `${cut.edge.toFixed(1)}x`) : "–").padEnd(20)
    console.log(
      `${mark} ${photo.name.padEnd(40)} ${(c?.orientation ?? "–").padEnd(10)} ${(c?.framing ?? "–").padEnd(19)} ${pct(coverage)}     ${pct(eyes)}      ${pct(median(outside))}, ${pct(outside.length ? Math.max(...outside) : null)}        ${cutText}  ${closest}`
    )
  }
  console.log(
    `  shapes' aspect ratios: ${Object.entries(PAINTING_ASPECTS)
      .map(([k, v]) => `${k} ${v.toFixed(2)}`)
      .join(", ")}`
  )
}

main().catch((err) => {
  console.error(`✗ contact sheet: ${(err as Error).message}`)
  process.exit(1)
})
