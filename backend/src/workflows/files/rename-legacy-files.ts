import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  legacyPaintingFiles,
  legacyPhotoFiles,
  legacyProgressFiles,
  migratedPainting,
  migratedPhotoImage,
  rewriteUrls,
  type CopyMap,
} from "../../commerce/files/legacy-file-names"
import { copyStoredFilesStep } from "./steps/copy-stored-files"
import { loadLegacyFileRecordsStep, type LegacyFileRecords } from "./steps/load-legacy-file-records"
import { rewriteFileReferencesStep, type RowChange } from "./steps/rewrite-file-references"
import { deleteFilesStep } from "./steps/store-private-file"

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The rows whose JSON changes once the legacy files are copied. */
function changesFor(records: LegacyFileRecords, copies: CopyMap): RowChange[] {
  const urls: Record<string, string> = {}
  for (const p of records.paintings) for (const f of legacyPaintingFiles(p)) if (copies[f.fileId]) urls[f.url] = copies[f.fileId].url
  const changes: RowChange[] = []
  const push = (table: string, id: string, before: Record<string, unknown>, after: Record<string, unknown>) => {
    const changed = Object.keys(after).filter((k) => !same(before[k], after[k]))
    if (changed.length)
      changes.push({
        table,
        id,
        before: Object.fromEntries(changed.map((k) => [k, before[k]])),
        after: Object.fromEntries(changed.map((k) => [k, after[k]])),
      })
  }
  for (const p of records.paintings) push("painting", p.id, p, migratedPainting(p, copies, urls))
  for (const photo of records.photos) push("photo", photo.id, photo, { image: migratedPhotoImage(photo, copies) })
  for (const row of records.linking) push(row.table, row.id, row.columns, rewriteUrls(row.columns, urls) as Record<string, unknown>)
  return changes
}

/**
 * Issue 18, item 2: every painting and photo file stored under the old guessable names gets a
 * copy under a random name (clean pictures and photo tiers private, watermarked previews public),
 * every record naming it is rewritten to the copy, then the old files go, unwatermarked progress
 * frames included (the last progress frame becomes the watermarked preview). Copies are removed
 * and records put back if a step fails before the deletion. Idempotent: new names are skipped.
 */
export const renameLegacyFilesWorkflow = createWorkflow("rename-legacy-files", () => {
  const records = loadLegacyFileRecordsStep()
  const files = transform({ records }, ({ records }) => ({
    files: [...records.paintings.flatMap(legacyPaintingFiles), ...records.photos.flatMap(legacyPhotoFiles)],
  }))
  const copies = copyStoredFilesStep(files)
  const changes = transform({ records, copies }, ({ records, copies }) => ({ changes: changesFor(records, copies) }))
  const written = rewriteFileReferencesStep(changes)
  const old = transform({ records, copies }, ({ records, copies }) => [
    ...Object.keys(copies),
    ...records.paintings.flatMap(legacyProgressFiles),
    ...records.orphans,
  ])
  deleteFilesStep(old)
  return new WorkflowResponse(
    transform({ copies, written }, ({ copies, written }) => ({ copied: Object.keys(copies).length, rows: written.rows }))
  )
})
