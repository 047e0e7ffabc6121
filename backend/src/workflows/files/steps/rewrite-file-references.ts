import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"

/** One row's JSON columns to write: `before` is kept for the compensation. */
export type RowChange = { table: string; id: string; before: Record<string, unknown>; after: Record<string, unknown> }

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v))

async function write(pg: Knex, changes: RowChange[], side: "before" | "after") {
  await pg.transaction(async (trx) => {
    for (const change of changes) {
      const values = Object.fromEntries(Object.entries(change[side]).map(([col, v]) => [col, json(v)]))
      await trx(change.table).where({ id: change.id }).update(values)
    }
  })
}

/** Writes the records' new file references in one transaction; the compensation puts the old ones back. */
export const rewriteFileReferencesStep = createStep(
  "rewrite-file-references",
  async ({ changes }: { changes: RowChange[] }, { container }) => {
    const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    if (changes.length) await write(pg, changes, "after")
    return new StepResponse({ rows: changes.length }, changes)
  },
  async (changes, { container }) => {
    if (changes?.length) await write(container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION), changes, "before")
  }
)
