/**
 * Makes the storefront's core font files: the characters the shop's own copy uses (printable
 * ASCII and a few typographic marks), cut from Fontsource's "latin" files with HarfBuzz
 * (subset-font), Jost's weight axis limited to the 400–700 the CSS asks for. A page whose text
 * stays within them downloads about 20 KB of fonts instead of 41 KB; any other character
 * (a pet called Zoë) still finds Fontsource's full faces, which core-fonts.css lets the
 * browser fall back to by unicode-range.
 *
 *   npx tsx storefront/scripts/subset-fonts.ts        (writes storefront/src/fonts/)
 *
 * The output is committed; src/fonts/__tests__/core-fonts.spec.ts checks it.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import subsetFont from "subset-font"

const OUT = join(__dirname, "..", "src", "fonts")

/** The characters of the shop's own pages, listed in src/fonts/core-characters.json. */
const CHARACTERS: { ranges: [number, number][]; marks: string } = JSON.parse(readFileSync(join(OUT, "core-characters.json"), "utf8"))

const FACES: {
  file: string
  source: string
  family: string
  weight: string
  format: string
  axes?: Record<string, { min: number; max: number }>
}[] = [
  {
    file: "jost-core.woff2",
    source: "@fontsource-variable/jost/files/jost-latin-wght-normal.woff2",
    family: "Jost Variable",
    weight: "100 900", // Fontsource's own descriptor: faces group only with equal descriptors
    format: "woff2-variations",
    axes: { wght: { min: 400, max: 700 } },
  },
  {
    file: "roboto-slab-400-core.woff2",
    source: "@fontsource/roboto-slab/files/roboto-slab-latin-400-normal.woff2",
    family: "Roboto Slab",
    weight: "400",
    format: "woff2",
  },
  {
    file: "roboto-slab-600-core.woff2",
    source: "@fontsource/roboto-slab/files/roboto-slab-latin-600-normal.woff2",
    family: "Roboto Slab",
    weight: "600",
    format: "woff2",
  },
]

/** Every code point below U+3000: a subset to these keeps whatever of them a font maps. */
const EVERY_CHARACTER = Array.from({ length: 0x3000 - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join("")

/** The code points a font file (woff2 or sfnt) maps, as a CSS unicode-range. */
export async function unicodeRangeOf(font: Buffer): Promise<string> {
  const sfnt = await subsetFont(font, EVERY_CHARACTER, { targetFormat: "sfnt" })
  // An ES module with top-level await: imported, not required.
  const { Blob, Face } = await import("harfbuzzjs")
  const face = new Face(new Blob(new Uint8Array(sfnt)))
  const points = [...face.collectUnicodes()].sort((a, b) => a - b)
  const ranges: [number, number][] = []
  for (const p of points) {
    const last = ranges.at(-1)
    if (last && p === last[1] + 1) last[1] = p
    else ranges.push([p, p])
  }
  const hex = (n: number) => n.toString(16).toUpperCase()
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ")
}

async function main(): Promise<void> {
  const text = CHARACTERS.ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .concat([...CHARACTERS.marks])
    .join("")
  const rules: string[] = []
  for (const face of FACES) {
    const source = readFileSync(require.resolve(face.source))
    const out = await subsetFont(source, text, { targetFormat: "woff2", variationAxes: face.axes })
    writeFileSync(join(OUT, face.file), out)
    rules.push(
      `@font-face {\n  font-family: "${face.family}";\n  font-style: normal;\n  font-display: swap;\n` +
        `  font-weight: ${face.weight};\n  src: url("./${face.file}") format("${face.format}");\n` +
        `  unicode-range: ${await unicodeRangeOf(out)};\n}`
    )
    console.log(`${face.file}: ${source.length} -> ${out.length} bytes`)
  }
  writeFileSync(
    join(OUT, "core-fonts.css"),
    `/*\n * Made by storefront/scripts/subset-fonts.ts: the core faces, declared after Fontsource's so the\n` +
      ` * browser picks them first for the characters they hold and the full faces for any other.\n */\n` +
      rules.join("\n") +
      "\n"
  )
  copyFileSync(require.resolve("@fontsource-variable/jost/LICENSE"), join(OUT, "LICENSE-jost.txt"))
  copyFileSync(require.resolve("@fontsource/roboto-slab/LICENSE"), join(OUT, "LICENSE-roboto-slab.txt"))
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
