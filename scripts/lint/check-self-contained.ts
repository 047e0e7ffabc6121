/**
 * `npx tsx scripts/lint/check-self-contained.ts` (the last step of `npm run lint`): the
 * repository stands alone. A clone into an empty folder must build and pass its tests, so no
 * file may reach outside the tree: not the reading-material folder that sits beside the
 * repository on the build machine (`..` then `shared`), and no absolute path of a machine's
 * own folders (under work, home, root, Users, mnt, srv or opt, nor the repository's own
 * absolute path or its parent, computed when the check runs). System paths the project needs
 * (a browser under usr, etc, the temporary folder, the null device, proc) are fine.
 *
 * It reads every tracked file and every untracked one git does not ignore, except binaries and
 * package-lock.json, and prints `file:line: text` for each hit. The patterns are assembled from
 * their parts, so this file and its spec (which builds its examples the same way) pass themselves.
 */
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { basename, dirname, extname, join, resolve } from "node:path"

export type OutsidePath = { line: number; match: string; text: string }

/** A build machine's own top-level folders: nothing of the project lives there. */
const MACHINE_FOLDERS = ["work", "home", "root", "Users", "mnt", "srv", "opt"]
/** System folders the project may name (chromium, libraries, config, temp files, devices). */
const SYSTEM_FOLDERS = ["/", "/usr", "/lib", "/bin", "/etc", "/tmp", "/var", "/dev", "/proc", "/sys", "/run"]

/** What may stand right before an absolute path: not a path or URL character (`https://host/x`, `src/x`). */
const BEFORE = String.raw`(?<![\w.~/@$%+-])`
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const SIBLING = "shared"
const PATTERNS: RegExp[] = [
  // A path into the folder beside the repository, written out or joined from segments.
  new RegExp(String.raw`\.\.[\\/]+${SIBLING}(?![\w-])`, "g"),
  new RegExp(String.raw`["'\x60]\.\.["'\x60]\s*,\s*["'\x60]${SIBLING}["'\x60]`, "g"),
  // An absolute path under one of the machine's own folders.
  new RegExp(String.raw`${BEFORE}/(?:${MACHINE_FOLDERS.join("|")})/[^\s"'\x60)\]>,;]*`, "g"),
]

/**
 * The places in `text` that name something outside the repository. `ownPaths` adds absolute
 * paths to refuse as well (the checker passes the repository's folder and its parent); a
 * system folder among them is left alone, so a clone in the temporary folder still passes.
 */
export function findOutsidePaths(text: string, ownPaths: string[] = []): OutsidePath[] {
  const own = ownPaths
    .map((p) => p.replace(/\/+$/, ""))
    .filter((p) => p.startsWith("/") && !SYSTEM_FOLDERS.includes(p))
    .map((p) => new RegExp(String.raw`${BEFORE}${escape(p)}(?![\w.-])[^\s"'\x60)\]>,;]*`, "g"))
  const hits: OutsidePath[] = []
  text.split("\n").forEach((line, i) => {
    const found = new Set<string>()
    for (const pattern of [...PATTERNS, ...own]) for (const m of line.matchAll(pattern)) found.add(m[0])
    for (const match of found) hits.push({ line: i + 1, match, text: line.trim().slice(0, 200) })
  })
  return hits
}

const BINARY_EXTENSIONS = new Set([
  ".png",
  ".jpg",
  ".jpeg",
  ".webp",
  ".gif",
  ".ico",
  ".heic",
  ".avif",
  ".pdf",
  ".zip",
  ".gz",
  ".woff",
  ".woff2",
  ".ttf",
  ".otf",
  ".wasm",
  ".bin",
])

/** Tracked files and untracked ones git does not ignore, as paths from the repository's root. */
export function filesToCheck(root: string): string[] {
  let listed: string
  try {
    listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      stdio: ["ignore", "pipe", "pipe"],
    })
  } catch (err) {
    throw new Error("The self-contained check lists the files with git ls-files: run it in a git clone of the repository.", {
      cause: err,
    })
  }
  return [...new Set(listed.split("\0").filter(Boolean))].filter(
    (f) => basename(f) !== "package-lock.json" && !BINARY_EXTENSIONS.has(extname(f).toLowerCase())
  )
}

function main() {
  const root = resolve(__dirname, "..", "..")
  const ownPaths = [root, dirname(root)]
  const problems: string[] = []
  for (const file of filesToCheck(root)) {
    let content: Buffer
    try {
      content = readFileSync(join(root, file))
    } catch {
      continue // listed by git but deleted in the working tree
    }
    if (content.subarray(0, 8000).includes(0)) continue // binary
    for (const hit of findOutsidePaths(content.toString("utf8"), ownPaths)) problems.push(`${file}:${hit.line}: ${hit.text}`)
  }
  if (problems.length) {
    console.error(problems.join("\n"))
    console.error(
      `\n${problems.length} place(s) reach outside the repository. Keep what the project needs inside it and find it relative to the file that uses it ` +
        "(the test photos: tests/fixtures/photos through fixturePhotosDir(); the /api calls: docs/api.md), or let an environment variable name an outside folder."
    )
    process.exit(1)
  }
  console.log("Self-contained: no file reaches outside the repository.")
}

if (resolve(process.argv[1] ?? "") === __filename) {
  try {
    main()
  } catch (err) {
    const { message, cause } = err as Error
    console.error(cause instanceof Error ? `${message}\n${cause.message.trim()}` : message)
    process.exit(1)
  }
}
