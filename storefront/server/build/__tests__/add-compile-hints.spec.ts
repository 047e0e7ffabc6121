/**
 * The storefront's build marks the chunks pages run at start for eager compilation, and only
 * those: a chunk loaded later stays lazy, and a second run changes nothing.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, dirname, join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { addCompileHints, COMPILE_HINT, startChunks } from "../add-compile-hints"

let nextDir: string

function write(file: string, text: string) {
  mkdirSync(dirname(join(nextDir, file)), { recursive: true })
  writeFileSync(join(nextDir, file), text)
}
const read = (file: string) => readFileSync(join(nextDir, file), "utf8")

/** A client reference manifest as Next writes it: a script assigning the route's manifest. */
const referenceManifest = (route: string, entries: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
  `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: entries })};\n`

beforeEach(() => {
  nextDir = mkdtempSync(join(tmpdir(), "compile-hints-"))
  write("build-manifest.json", JSON.stringify({ rootMainFiles: ["static/chunks/react-dom.js", "static/chunks/runtime.js"] }))
  write(
    "server/app/page_client-reference-manifest.js",
    referenceManifest("/page", {
      "[project]/src/app/layout": ["static/chunks/layout.js"],
      "[project]/src/app/page": ["static/chunks/layout.js", "static/chunks/home.js"],
    })
  )
  write(
    "server/app/faq/page_client-reference-manifest.js",
    referenceManifest("/faq/page", {
      "[project]/src/app/faq/page": ["static/chunks/layout.js", "static/chunks/faq.js", "static/chunks/faq.css"],
    })
  )
  for (const name of ["react-dom", "runtime", "layout", "home", "faq", "socket-io"])
    write(`static/chunks/${name}.js`, `/* ${name} */ (()=>1)()`)
})
afterEach(() => rmSync(nextDir, { recursive: true, force: true }))

describe("compile hints on the chunks pages run at start", () => {
  it("finds the root main files and every route's entry scripts, once each", () => {
    expect(startChunks(nextDir)).toEqual([
      "static/chunks/faq.js",
      "static/chunks/home.js",
      "static/chunks/layout.js",
      "static/chunks/react-dom.js",
      "static/chunks/runtime.js",
    ])
  })

  it("puts the hint on the first line of each start chunk and leaves a chunk loaded later as it was", () => {
    const marked = addCompileHints(nextDir)
    expect(marked).toHaveLength(5)
    expect(read("static/chunks/home.js")).toBe(`${COMPILE_HINT}/* home */ (()=>1)()`)
    expect(read("static/chunks/react-dom.js").startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true)
    expect(read("static/chunks/socket-io.js")).toBe("/* socket-io */ (()=>1)()")
  })

  it("changes nothing when run again", () => {
    addCompileHints(nextDir)
    const before = read("static/chunks/layout.js")
    expect(addCompileHints(nextDir)).toEqual([])
    expect(read("static/chunks/layout.js")).toBe(before)
  })

  it("touches nothing outside the build, whatever a manifest names", () => {
    const outside = `../${basename(nextDir)}-outside.js`
    write(outside, "/* outside */")
    write("build-manifest.json", JSON.stringify({ rootMainFiles: [outside, "static/chunks/missing.js"] }))
    try {
      expect(addCompileHints(nextDir)).toHaveLength(3)
      expect(read(outside)).toBe("/* outside */")
    } finally {
      rmSync(join(nextDir, outside))
    }
  })
})
