/**
 * Input fingerprints, so a second `npm start` skips a build, migration or seed whose
 * inputs have not changed since it last succeeded.
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import { ROOT } from "./settings"

const SKIP = new Set(["node_modules", ".medusa", ".next", "dist", ".git", ".shop", "coverage", "test-results"])

function collect(path: string, out: string[]): void {
  if (!existsSync(path)) return
  const stat = statSync(path)
  if (stat.isFile()) {
    out.push(path)
    return
  }
  for (const entry of readdirSync(path).sort()) {
    if (SKIP.has(entry)) continue
    collect(join(path, entry), out)
  }
}

/** SHA-256 over the paths and contents of files (folders are walked), plus extra strings. */
export function fingerprint(paths: string[], extra: string[] = []): string {
  const hash = createHash("sha256")
  const files: string[] = []
  for (const p of paths) collect(join(ROOT, p), files)
  for (const file of files) hash.update(relative(ROOT, file)).update("\0").update(readFileSync(file)).update("\0")
  for (const value of extra) hash.update(value).update("\0")
  return hash.digest("hex").slice(0, 24)
}

export function readStamp(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, "utf8").trim() : undefined
}

export function writeStamp(file: string, value: string): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, value)
}
