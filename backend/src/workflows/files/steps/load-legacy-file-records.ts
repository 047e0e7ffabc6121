import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { readdir } from "node:fs/promises"
import { fileStorageFromEnv } from "@petshop/painting-module/config"
import type { Knex } from "knex"
import type { PaintingRow, PhotoRow } from "../../../commerce/files/legacy-file-names"

export type LinkingRow = { table: string; id: string; columns: Record<string, unknown> }
export type LegacyFileRecords = { paintings: PaintingRow[]; photos: PhotoRow[]; linking: LinkingRow[]; orphans: string[] }

/** An old name in the public folder: `<ms>-<painting or photo id>-<version>` (progress and apply frames, tiers). */
const OLD_PUBLIC_NAME = /^\d+-(paint|photo)_[0-9A-Z]{20,}-/

/**
 * Files of the old scheme no record names any more (every progress frame but the last, apply
 * frames): on local storage the public folder is listed; S3 cannot be listed through the File
 * Module, so there only the files records name are found.
 */
async function orphanedPublicFiles(): Promise<string[]> {
  const settings = fileStorageFromEnv()
  if (settings.S3_BUCKET) return []
  const names = await readdir(settings.FILE_UPLOAD_DIR).catch(() => [] as string[])
  return names.filter((n) => OLD_PUBLIC_NAME.test(n))
}

/** Tables and JSON columns that may repeat a picture's URL (style examples, order cart stamps, content). */
const LINKING: { table: string; columns: string[] }[] = [
  { table: "style", columns: ["public_image", "demo_images"] },
  { table: "painting", columns: ["showcase"] },
  { table: "order", columns: ["metadata"] },
  { table: "article", columns: ["image"] },
]

/**
 * Reads every painting and photo, deleted ones included (a bought painting stays in fulfilment
 * after its owner deletes it), and the rows that may repeat their URLs. Reads only.
 */
export const loadLegacyFileRecordsStep = createStep("load-legacy-file-records", async (_: void, { container }) => {
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const paintings = (await pg("painting").select(
    "id",
    "status",
    "image",
    "no_watermark",
    "no_watermark_hq",
    "progress_image",
    "history"
  )) as PaintingRow[]
  const photos = (await pg("photo").select("id", "image")) as PhotoRow[]
  const linking: LinkingRow[] = []
  for (const { table, columns } of LINKING) {
    const rows = (await pg(table).select("id", ...columns)) as Record<string, unknown>[]
    for (const row of rows) linking.push({ table, id: String(row.id), columns: Object.fromEntries(columns.map((c) => [c, row[c]])) })
  }
  return new StepResponse<LegacyFileRecords>({ paintings, photos, linking, orphans: await orphanedPublicFiles() })
})
