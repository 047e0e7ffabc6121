import { readFileSync, statSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { unicodeRangeOf } from "../../../scripts/subset-fonts"

const FONTS = join(__dirname, "..")
const require = createRequire(import.meta.url)

/** The core faces as core-fonts.css declares them. */
function declaredFaces(): { file: string; range: string }[] {
  const css = readFileSync(join(FONTS, "core-fonts.css"), "utf8")
  return [...css.matchAll(/url\("\.\/([\w-]+\.woff2)"\)[\s\S]*?unicode-range:\s*([^;]+);/g)].map((m) => ({
    file: m[1],
    range: m[2].replace(/\s+/g, " ").trim(),
  }))
}

const printableAscii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i)

function covers(range: string, codePoint: number): boolean {
  return range.split(", ").some((part) => {
    const [from, to = from] = part.replace(/U\+/g, "").split("-")
    return codePoint >= parseInt(from, 16) && codePoint <= parseInt(to, 16)
  })
}

describe("the storefront's core font files", () => {
  const faces = declaredFaces()

  it("are declared for Jost and both Roboto Slab weights", () => {
    expect(faces.map((f) => f.file).sort()).toEqual(["jost-core.woff2", "roboto-slab-400-core.woff2", "roboto-slab-600-core.woff2"])
  })

  it.each(declaredFaces())(
    "$file holds exactly the characters its unicode-range promises, every printable ASCII one among them",
    async ({ file, range }) => {
      const actual = await unicodeRangeOf(readFileSync(join(FONTS, file)))
      expect(actual).toBe(range)
      expect(printableAscii.filter((c) => !covers(range, c))).toEqual([])
    }
  )

  it("are at most two thirds of the Fontsource files they are cut from", () => {
    const full = (path: string) => statSync(require.resolve(path)).size
    const core = (file: string) => statSync(join(FONTS, file)).size
    expect(core("jost-core.woff2")).toBeLessThan((full("@fontsource-variable/jost/files/jost-latin-wght-normal.woff2") * 2) / 3)
    expect(core("roboto-slab-600-core.woff2")).toBeLessThan(
      (full("@fontsource/roboto-slab/files/roboto-slab-latin-600-normal.woff2") * 2) / 3
    )
  })
})
