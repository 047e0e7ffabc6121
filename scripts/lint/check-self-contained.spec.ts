/**
 * What the self-contained check (check-self-contained.ts) refuses and what it lets through.
 * The refused paths are assembled from their parts, so this file passes the check itself.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { findOutsidePaths } from "./check-self-contained"

const dots = ".."
const up = dots + "/"
const sibling = up + "shared"
const abs = (...parts: string[]) => "/" + parts.join("/")

const matches = (text: string, ownPaths?: string[]) => findOutsidePaths(text, ownPaths).map((h) => h.match)

describe("findOutsidePaths", () => {
  it.each([
    [`How the parts fit: \`${sibling}/design/ARCHITECTURE.md\`.`],
    [`export const SPEC = resolve(__dirname, "${up}${up}${up}shared/spec/shop-spec.md")`],
    [`const dir = join(ROOT, "${dots}", "shared", "fixtures", "photos")`],
    [`const dir = join(__dirname, '${dots}', '${dots}', 'shared')`],
    [`const FIXTURES = "${abs("work", "shared", "fixtures", "photos")}"`],
    [`const PHOTO = process.argv[2] || \`${abs("work", "main", "tests", "x.jpg")}\``],
    [`cd ${abs("home", "alice", "shop")} && npm test`],
    [`cache: ${abs("root", ".cache", "ms-playwright")}`],
    [`open ${abs("Users", "bob", "Desktop", "cat.png")}`],
    [`DATA=${abs("mnt", "data", "photos")}`],
    [`root ${abs("srv", "shop")};`],
    [`COPY . ${abs("opt", "app")}/`],
    [`windows: ${dots}\\shared\\fixtures`],
  ])("refuses %s", (line) => {
    expect(findOutsidePaths(line)).toHaveLength(1)
  })

  it("refuses the repository's own folder and its parent when asked to", () => {
    const clone = abs("tmp", "alone", "main")
    const parent = abs("tmp", "alone")
    const own = [clone, parent]
    expect(matches(`const dir = "${clone}/tests/fixtures/photos"`, own)).toEqual([`${clone}/tests/fixtures/photos`])
    expect(matches(`read ${parent}/elsewhere/notes.md`, own)).toEqual([`${parent}/elsewhere/notes.md`])
    // Only those folders: the rest of the temporary folder is fine, and so is a longer name.
    expect(matches(`writes ${abs("tmp", "bench.png")} and ${abs("tmp", "alone-too", "x")}`, own)).toEqual([])
  })

  it("never refuses a system folder passed as the repository's parent", () => {
    expect(matches(`writes ${abs("tmp", "bench.png")}`, [abs("tmp", "main"), "/tmp", "/"])).toEqual([])
  })

  it.each([
    ["const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'"],
    ["LD_LIBRARY_PATH=/usr/lib/x86_64-linux-gnu"],
    ["see /usr/share/doc/gnome-taquin/copyright"],
    ["echo '127.0.0.1 shop' >> /etc/hosts"],
    ["const OUTPUT = '/tmp/impressionist-bench.png'"],
    ["npm test > /dev/null 2>&1"],
    ["readFileSync('/proc/meminfo', 'utf8')"],
    ["https://github.com/IBM/MAX-ResNet-50/blob/master/samples/cat.jpg"],
    [`https://example.com/home/page and http://localhost:9000${abs("work", "x")}`],
    [`storefront/src/app/home/page.tsx, src/opt/x.ts, .${abs("work", "notes.md")}, ~/projects`],
    [`MEDUSA_WORKER_MODE: z.enum(["shared", "worker", "server"]).default("shared")`],
    [`import { x } from '${sibling}-utils' // shared links keep working`],
    ["a route like '/workshop/x' or '/homepage'"],
  ])("lets %s through", (line) => {
    expect(matches(line)).toEqual([])
  })

  it("says on which line, with the line's text", () => {
    const text = ["first line", `  const d = "${abs("home", "x")}"  `, "last"].join("\n")
    expect(findOutsidePaths(text)).toEqual([{ line: 2, match: abs("home", "x"), text: `const d = "${abs("home", "x")}"` }])
  })

  it("passes its own two files", () => {
    for (const file of ["check-self-contained.ts", "check-self-contained.spec.ts"])
      expect(findOutsidePaths(readFileSync(join(__dirname, file), "utf8"))).toEqual([])
  })
})
