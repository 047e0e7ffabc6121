/**
 * Every /api path that section 7 of the product spec names, read from the spec's own text, so
 * the contract table can be checked against it rather than against a list copied by hand.
 *
 * Section 7 abbreviates: "/api/account/{id}/ban and /unban" and "/api/promo_code/apply {code},
 * /cancel" name siblings, "POST /api/stats, /registered" children of a top-level path,
 * "GET/PATCH /api/post_process/{id}; POST .../apply" the path before, and "/paint_hq, /remove_hq,
 * /fulfillment" leave their prefix out (the shop serves them under /api/painting/{uuid}).
 */
import { readFileSync } from "node:fs"
import { resolve } from "node:path"

/** ../shared/spec/shop-spec.md beside the repository, unless SHOP_SPEC_PATH says otherwise. */
export const SPEC_PATH = process.env.SHOP_SPEC_PATH || resolve(__dirname, "..", "..", "..", "shared", "spec", "shop-spec.md")

/** The text of section 7, from its heading to the next one. */
export function sectionSeven(markdown: string): string {
  const start = markdown.search(/^## 7\. /m)
  if (start < 0) throw new Error("The spec has no section 7")
  const rest = markdown.slice(start)
  const end = rest.slice(3).search(/^## /m)
  return end < 0 ? rest : rest.slice(0, end + 3)
}

const PREFIX_NOT_SHOWN = "/api/painting/{uuid}"

/** The /api paths of section 7, without their queries, each once. */
export function sectionSevenPaths(markdown: string): string[] {
  const paths = new Set<string>()
  for (const line of sectionSeven(markdown).split("\n")) {
    let previous: string | undefined
    // Absolute paths, "..." continuations and relative "/name" continuations, in order.
    for (const match of line.matchAll(/(\.\.\.\/[\w\-{}]+)|(\/api(?:\/[\w\-{}]+)*\/?)|(?<![\w}/.])(\/[\w\-]+)(?![\w/])/g)) {
      const [, continuation, absolute, relative] = match
      let path: string | undefined
      if (absolute) path = absolute.replace(/\/+$/, "")
      else if (continuation && previous) path = `${previous}/${continuation.slice(4)}`
      else if (relative) {
        if (line.startsWith("Paintings:") && ["/paint_hq", "/remove_hq", "/fulfillment"].includes(relative))
          path = PREFIX_NOT_SHOWN + relative
        else if (previous) {
          const segments = previous.split("/").filter(Boolean)
          // "/api/stats, /registered" goes below a top-level path; "/api/x/apply, /cancel" beside a deeper one.
          path = segments.length <= 2 ? `${previous}${relative}` : `/${segments.slice(0, -1).join("/")}${relative}`
        }
      }
      if (!path) continue
      paths.add(path)
      if (absolute) previous = path
    }
  }
  return [...paths]
}

export const readSpec = () => readFileSync(SPEC_PATH, "utf8")
