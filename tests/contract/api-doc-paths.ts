/**
 * The /api calls the project documents, read from docs/api.md: the rows of its tables between the
 * `<!-- api-calls:begin -->` and `<!-- api-calls:end -->` markers, each starting with the call as
 * `METHOD /api/path` in backticks and then who may make it. contract.spec.ts checks the contract
 * table against this list, so the document and the table cannot drift apart.
 *
 * Strict on purpose: a table row in the list that is not a call, an unknown method or caller, a
 * call listed twice, or missing markers throw, rather than a call silently dropping out of the check.
 */
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import type { Method, Who } from "./calls"

/** docs/api.md of this repository, found from this file (tests/contract/). */
export const API_DOC_PATH = resolve(__dirname, "..", "..", "docs", "api.md")

export const BEGIN_MARKER = "<!-- api-calls:begin -->"
export const END_MARKER = "<!-- api-calls:end -->"

const METHODS: readonly Method[] = ["GET", "POST", "PATCH", "DELETE"]
const CALLERS: readonly Who[] = ["anyone", "visitor", "registered", "verified", "owner", "admin"]

export type DocumentedCall = { method: Method; path: string; who: Who }

/** A row of a markdown table: `| a | b |` → ["a", "b"]. */
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((c) => c.trim())

/** The calls of the document's machine-readable list, in the order they are written. */
export function documentedCalls(markdown: string): DocumentedCall[] {
  const lines = markdown.split("\n")
  const begin = lines.findIndex((l) => l.trim() === BEGIN_MARKER)
  const end = lines.findIndex((l) => l.trim() === END_MARKER)
  if (begin < 0 || end < 0 || end < begin)
    throw new Error(`docs/api.md: the list of calls must sit between ${BEGIN_MARKER} and ${END_MARKER}`)
  if (lines.filter((l) => l.trim() === BEGIN_MARKER || l.trim() === END_MARKER).length !== 2)
    throw new Error("docs/api.md: the markers of the list of calls must appear once each")

  const calls: DocumentedCall[] = []
  const seen = new Set<string>()
  for (let i = begin + 1; i < end; i++) {
    const line = lines[i].trim()
    if (!line.startsWith("|")) continue
    const [first, second] = cells(line)
    // The header and the separator of each table.
    if (first === "Call" || /^:?-+:?$/.test(first)) continue
    const where = `docs/api.md:${i + 1}`
    const call = /^`(\w+) (\/api(?:\/[^\s`]*)?)`$/.exec(first)
    if (!call) throw new Error(`${where}: a row of the list must start with a call in backticks, like \`GET /api/path\`: ${line}`)
    const [, method, path] = call
    if (!METHODS.includes(method as Method)) throw new Error(`${where}: unknown method ${method}`)
    if (!CALLERS.includes(second as Who)) throw new Error(`${where}: who may call ${path}? "${second}" is not one of ${CALLERS.join(", ")}`)
    const key = `${method} ${path.replace(/\{[^}]*\}/g, "{}")}`
    if (seen.has(key)) throw new Error(`${where}: ${method} ${path} is listed twice`)
    seen.add(key)
    calls.push({ method: method as Method, path, who: second as Who })
  }
  return calls
}

export const readApiDoc = () => readFileSync(API_DOC_PATH, "utf8")
