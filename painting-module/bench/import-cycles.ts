/**
 * Import cycles among a folder's TypeScript files, type-only imports included (eslint's
 * import-x/no-cycle skips `import type`, which still ties two modules together). Prints each
 * strongly connected group of files that import each other and the edges inside it
 * ("type" marks a type-only import); exits 1 when there is one.
 *
 *   npx tsx painting-module/bench/import-cycles.ts [folder]   (default: painting-module/src)
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import ts from "typescript"

const root = resolve(process.argv[2] ?? join(__dirname, "..", "src"))

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    if (statSync(p).isDirectory()) return f === "node_modules" ? [] : files(p)
    return /\.ts$/.test(f) && !/\.d\.ts$/.test(f) ? [p] : []
  })
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null
  const base = resolve(dirname(from), spec)
  for (const p of [base, `${base}.ts`, join(base, "index.ts")]) {
    try {
      if (statSync(p).isFile() && p.endsWith(".ts")) return p
    } catch {
      // not this one
    }
  }
  return null
}

type Edge = { to: string; typeOnly: boolean }

/** Static imports and re-exports of a file (a statement is type-only when all it names is). */
function edges(file: string): Edge[] {
  const src = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false)
  const out: Edge[] = []
  for (const st of src.statements) {
    let spec: ts.Expression | undefined
    let typeOnly = false
    if (ts.isImportDeclaration(st)) {
      spec = st.moduleSpecifier
      const c = st.importClause
      typeOnly =
        !!c &&
        (c.isTypeOnly ||
          (!c.name && !!c.namedBindings && ts.isNamedImports(c.namedBindings) && c.namedBindings.elements.every((e) => e.isTypeOnly)))
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier) {
      spec = st.moduleSpecifier
      typeOnly =
        st.isTypeOnly || (!!st.exportClause && ts.isNamedExports(st.exportClause) && st.exportClause.elements.every((e) => e.isTypeOnly))
    }
    if (!spec || !ts.isStringLiteral(spec)) continue
    const to = resolveImport(file, spec.text)
    if (to) out.push({ to, typeOnly })
  }
  return out
}

const all = files(root)
const graph = new Map(all.map((f) => [f, edges(f)]))

// Tarjan's strongly connected components.
let index = 0
const idx = new Map<string, number>()
const low = new Map<string, number>()
const stack: string[] = []
const onStack = new Set<string>()
const groups: string[][] = []
function visit(v: string): void {
  idx.set(v, index)
  low.set(v, index++)
  stack.push(v)
  onStack.add(v)
  for (const { to } of graph.get(v) ?? []) {
    if (!idx.has(to)) {
      visit(to)
      low.set(v, Math.min(low.get(v)!, low.get(to)!))
    } else if (onStack.has(to)) low.set(v, Math.min(low.get(v)!, idx.get(to)!))
  }
  if (low.get(v) === idx.get(v)) {
    const group: string[] = []
    let w: string
    do {
      w = stack.pop()!
      onStack.delete(w)
      group.push(w)
    } while (w !== v)
    if (group.length > 1) groups.push(group)
  }
}
for (const f of all) if (!idx.has(f)) visit(f)

const rel = (p: string) => relative(root, p)
for (const group of groups) {
  const inGroup = new Set(group)
  console.log(`cycle among ${group.length} files:`)
  for (const f of group.sort())
    for (const e of graph.get(f) ?? []) if (inGroup.has(e.to)) console.log(`  ${rel(f)} -> ${rel(e.to)}${e.typeOnly ? " (type)" : ""}`)
}
console.log(`${groups.length} import cycle group(s) in ${rel(root) || "."} (${all.length} files)`)
if (groups.length) process.exitCode = 1
