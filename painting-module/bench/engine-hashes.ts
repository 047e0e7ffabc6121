/**
 * A fingerprint of the engine's output, for refactors that must not change a pixel: every
 * catalogue style, a paint style and a face-swap style rendered on two fixture photos at
 * 128x192 with a fixed seed (1 and 2 threads, and scale 2 so the print-scale paths run),
 * plus the maths building blocks (blurs, colour conversions, masks) on their own. Prints one
 * `name hash` line per output (sha-256 of the Float32 data, 16 hex digits).
 *
 *   npx tsx painting-module/bench/engine-hashes.ts > /tmp/after.txt && diff /tmp/before.txt /tmp/after.txt
 */
import { createHash } from "node:crypto"
import "../src/engine/layers/builtin"
import { STYLE_RECIPES, runLayerSteps } from "../src/engine/recipes"
import { shutdownEnginePool } from "../src/engine"
import { preparePhoto } from "../src/engine/__tests__/style-fixtures"
import { headFromMask } from "../src/engine/layers/builtin/face-map"
import { guidedFilter, segmentSubject } from "../src/engine/layers/builtin/segment"
import { extendRaster, resizeMask } from "../src/engine/layers/builtin/photo"
import { runTask } from "../src/engine/kernels"
import { gaussBlur } from "../src/engine/maths/blur"
import { hslToRgb, labToRgb, luminance, rgbToHsl, rgbToLab } from "../src/engine/maths/colour"
import { blur } from "../src/engine/filters/parallel"
import { analyseReference, paintStyleSteps, rasterToLab, shrinkRaster } from "../src/engine/reference"
import { faceSwapSteps, loadStyleImage } from "../src/engine/face-swap"
import { royalPortrait, ROYAL_HEAD_BOX } from "../src/engine/face-swap/__tests__/royal-template"
import type { LayerContext } from "../src/engine/layers/contract"
import type { Raster } from "../src/engine/types"

const W = 128
const H = 192
const FIXTURES = ["cat-chelsea.png", "dog-beagle-landscape.jpg"]

const hash = (a: ArrayLike<number> | string): string => {
  const h = createHash("sha256")
  if (typeof a === "string") h.update(a)
  else {
    const f = a instanceof Float32Array ? a : Float64Array.from(a)
    h.update(Buffer.from(f.buffer, f.byteOffset, f.byteLength))
  }
  return h.digest("hex").slice(0, 16)
}
const line = (name: string, v: ArrayLike<number> | string) => console.log(`${name} ${hash(v)}`)

async function main(): Promise<void> {
  // Maths on a grid of colours.
  const grid: number[] = []
  for (let r = 0; r <= 16; r++) for (let g = 0; g <= 16; g++) for (let b = 0; b <= 16; b++) grid.push(r / 16, g / 16, b / 16)
  const lab = new Float32Array(grid.length)
  const back = new Float32Array(grid.length)
  const hsl: number[] = []
  const hslBack: number[] = []
  for (let i = 0; i < grid.length; i += 3) {
    rgbToLab(grid[i], grid[i + 1], grid[i + 2], lab, i)
    labToRgb(lab[i], lab[i + 1] * 1.3, lab[i + 2] - 7, back, i)
    const h = rgbToHsl(grid[i], grid[i + 1], grid[i + 2])
    hsl.push(...h)
    hslBack.push(...hslToRgb(h[0] + 0.1, h[1] * 0.8, h[2]))
  }
  line("maths/rgbToLab", lab)
  line("maths/labToRgb", back)
  line("maths/rgbToHsl", hsl)
  line("maths/hslToRgb", hslBack)

  const template = await loadStyleImage((await royalPortrait(300, 400)).png, { width: W, height: H })
  const reference = analyseReference(template.raster)
  line("reference/analysis", JSON.stringify(reference))
  // larger than the analysis' working size: shrunk first
  const big = await loadStyleImage((await royalPortrait(450, 600)).png, { width: 300, height: 450 })
  line("reference/analysis-shrunk", JSON.stringify(analyseReference(big.raster)))
  line("reference/shrinkRaster", shrinkRaster(big.raster, 101).data)

  for (const file of FIXTURES) {
    const { raster, subject } = await preparePhoto(file, W, H)
    const tag = file.replace(/\W+/g, "-")
    line(`${tag}/photo`, raster.data)
    line(`${tag}/luminance`, luminance(raster))
    line(`${tag}/rasterToLab`, rasterToLab(raster))
    for (const sigma of [0.2, 1, 2.5, 6, 6.5, 11]) {
      line(`${tag}/gaussBlur-${sigma}`, gaussBlur(raster.data, W, H, 3, sigma))
      line(`${tag}/blur2T-${sigma}`, await blur(raster.data, W, H, 3, sigma, 2))
      const dst = new Float32Array(raster.data.length)
      runTask({ kind: "blur", width: W, height: H, src: raster.data, dst, sigma, y0: 0, y1: H })
      line(`${tag}/strokesBlur-${sigma}`, dst)
    }
    line(`${tag}/extendRaster`, extendRaster(raster, { x: -40, y: -30, width: W + 70, height: H + 50 }).data)
    const mask = segmentSubject(raster, subject)
    line(`${tag}/segment`, mask)
    line(`${tag}/guidedFilter`, guidedFilter(luminance(raster), resizeMask(mask, W, H, W, H), W, H, 3, 1e-3))
    const face = headFromMask(mask, W, H, subject)
    line(`${tag}/face`, JSON.stringify(face))

    const ctx = (threads: number, scale: number): LayerContext & { styleImage?: unknown } => ({
      seed: 1,
      scale,
      threads,
      subject,
      mask,
      face,
      onProgress: async () => {},
    })
    const render = async (name: string, steps: Parameters<typeof runLayerSteps>[0], c: LayerContext, input: Raster = raster) =>
      line(name, (await runLayerSteps(steps, input, c)).data)
    for (const [style, recipe] of Object.entries(STYLE_RECIPES)) {
      for (const threads of [1, 2]) await render(`${tag}/${style}/t${threads}`, recipe.noPost ?? [], ctx(threads, W / 512))
      await render(`${tag}/${style}/scale2`, recipe.noPost ?? [], ctx(2, 2))
    }
    // above 2x preview the impasto texture works on a reduced copy
    await render(`${tag}/impasto/scale3`, STYLE_RECIPES.impasto.noPost ?? [], ctx(2, 3))
    await render(`${tag}/paint-style`, paintStyleSteps(reference), ctx(2, W / 512))
    await render(`${tag}/face-swap`, faceSwapSteps(ROYAL_HEAD_BOX, reference), { ...ctx(2, W / 512), styleImage: template } as LayerContext)
  }
}

main()
  .catch((err) => {
    console.error(err)
    process.exitCode = 1
  })
  .finally(() => shutdownEnginePool())
