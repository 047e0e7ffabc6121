/**
 * Times the room mockups (issue 24): per room, for a 12x18 and a 24x36 framed canvas, a cold
 * render (the room's background not yet drawn in this process) and warm renders (drawn once,
 * kept), at the storefront's widths. The picture is a watermarked 512x768 preview, as the route
 * gets from the file store. Budgets: 1.5 s cold, 300 ms warm per mockup.
 *
 *   npx tsx painting-module/bench/mockups.ts [--widths 1080,1920] [--warm 5] [--out /tmp/mockups]
 *
 * With --out, also writes each mockup as a PNG there to look at.
 */
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import sharp from "sharp"
import { forgetRoomBackgrounds, renderRoomMockup, ROOM_KEYS, type MockupVariant } from "../src/mockups"
import { applyWatermark } from "../src/render/watermark"
import { fixturePhoto } from "../src/__tests__/fixture-photos"

const SIZES: MockupVariant[] = [
  { widthIn: 12, heightIn: 18, type: "canvas", frame: "black", signed: false },
  { widthIn: 24, heightIn: 36, type: "canvas", frame: "walnut", signed: true },
]

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const option = (name: string) => {
    const at = args.indexOf(name)
    return at >= 0 ? args[at + 1] : undefined
  }
  const widths = (option("--widths") ?? "1080,1920").split(",").map(Number)
  const warmRuns = Number(option("--warm") ?? "5")
  const out = option("--out")
  if (out) mkdirSync(out, { recursive: true })

  const photo = await sharp(fixturePhoto("cat-chelsea.png")).resize(512, 768, { fit: "cover" }).jpeg().toBuffer()
  const picture = await (await applyWatermark(photo, "PREVIEW")).jpeg({ quality: 88 }).toBuffer()

  console.log(`room mockups: cold = first render of a room at a width in this process; warm = median of ${warmRuns}`)
  console.log(["room", "size", "width", "cold ms", "warm ms", "bytes"].map((h) => h.padEnd(9)).join(" "))
  let worstCold = 0
  let worstWarm = 0
  for (const width of widths) {
    for (const room of ROOM_KEYS) {
      for (const variant of SIZES) {
        forgetRoomBackgrounds()
        let started = performance.now()
        const cold = await renderRoomMockup({ picture, variant, room, width })
        const coldMs = performance.now() - started
        const warm: number[] = []
        for (let i = 0; i < warmRuns; i++) {
          started = performance.now()
          await renderRoomMockup({ picture, variant, room, width })
          warm.push(performance.now() - started)
        }
        const warmMs = median(warm)
        worstCold = Math.max(worstCold, coldMs)
        worstWarm = Math.max(worstWarm, warmMs)
        const size = `${variant.widthIn}x${variant.heightIn}`
        console.log(
          [room, size, String(width), coldMs.toFixed(0), warmMs.toFixed(0), String(cold.image.length)].map((c) => c.padEnd(9)).join(" ")
        )
        if (out)
          await sharp(cold.image)
            .png()
            .toFile(join(out, `${room}-${size}-${width}.png`))
      }
    }
  }
  console.log(`worst: cold ${worstCold.toFixed(0)} ms (budget 1500), warm ${worstWarm.toFixed(0)} ms (budget 300)`)
}

void main()
