import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { pruneStaleOutputs } from "../build"

describe("pruneStaleOutputs", () => {
  it("deletes the compiled files of a source that moved away, and keeps the rest", () => {
    const root = mkdtempSync(join(tmpdir(), "prune-"))
    const lib = join(root, "painting-module")
    mkdirSync(join(lib, "src", "models"), { recursive: true })
    mkdirSync(join(lib, "dist", "models"), { recursive: true })
    writeFileSync(join(lib, "src", "models", "photo.ts"), "")
    const kept = ["photo.js", "photo.d.ts", "photo.js.map", "photo.d.ts.map"]
    const stale = ["article.js", "article.d.ts", "article.js.map", "article.d.ts.map"]
    for (const file of [...kept, ...stale]) writeFileSync(join(lib, "dist", "models", file), "")
    writeFileSync(join(lib, "dist", "tsconfig.tsbuildinfo"), "")

    const removed = pruneStaleOutputs(root)

    expect(removed.sort()).toEqual(stale.map((file) => join("painting-module", "dist", "models", file)).sort())
    for (const file of kept) expect(existsSync(join(lib, "dist", "models", file))).toBe(true)
    expect(existsSync(join(lib, "dist", "tsconfig.tsbuildinfo"))).toBe(true)
  })
})
