import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ARTICLE_TAGS, STYLE_TAGS } from "../../cache/cache-tags"
import { clearCachedReadsStep } from "../cache/steps/clear-cached-reads"
import {
  imageSetsIn,
  lacksPlaceholder,
  loadPicturesWithoutPlaceholderStep,
  type PictureRow,
} from "./steps/load-pictures-without-placeholder"
import { makeImagePlaceholdersStep } from "./steps/make-image-placeholders"
import { rewriteFileReferencesStep, type RowChange } from "./steps/rewrite-file-references"

type ImageSet = Record<string, unknown>
const sourceOf = (set: ImageSet) => String(set.low ?? set.original)

/** A column's value with a placeholder in each of its sets that has one made for it. */
function withPlaceholders(value: unknown, placeholders: Record<string, string>): unknown {
  const fill = (set: ImageSet) =>
    lacksPlaceholder(set) && placeholders[sourceOf(set)] ? { ...set, placeholder: placeholders[sourceOf(set)] } : set
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === "object" && !Array.isArray(v) ? fill(v as ImageSet) : v))
  return value && typeof value === "object" ? fill(value as ImageSet) : value
}

function changesFor(rows: PictureRow[], placeholders: Record<string, string>): RowChange[] {
  const changes: RowChange[] = []
  for (const row of rows) {
    const after = Object.fromEntries(Object.entries(row.columns).map(([c, v]) => [c, withPlaceholders(v, placeholders)]))
    if (JSON.stringify(after) !== JSON.stringify(row.columns)) changes.push({ table: row.table, id: row.id, before: row.columns, after })
  }
  return changes
}

/**
 * Issue 24, item 3, for pictures stored before it: every painting, style picture and article
 * picture gets its inline placeholder, made from its own file. Rows are written in one
 * transaction, which the compensation undoes; a second run finds nothing to do.
 */
export const addImagePlaceholdersWorkflow = createWorkflow("add-image-placeholders", () => {
  const rows = loadPicturesWithoutPlaceholderStep()
  const urls = transform({ rows }, ({ rows }) => [
    ...new Set(rows.flatMap((r) => Object.values(r.columns).flatMap((v) => imageSetsIn(v).filter(lacksPlaceholder).map(sourceOf)))),
  ])
  const placeholders = makeImagePlaceholdersStep({ urls })
  const changes = transform({ rows, placeholders }, ({ rows, placeholders }) => changesFor(rows, placeholders))
  const written = rewriteFileReferencesStep({ changes })
  // Written past the modules (no events): the cached style and article reads are cleared here.
  clearCachedReadsStep({ tags: [...STYLE_TAGS, ...ARTICLE_TAGS] })
  return new WorkflowResponse(written)
})
