import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"

/** A row whose JSON columns hold public image sets (`{original, low, …}`, or a list of them). */
export type PictureRow = { table: string; id: string; columns: Record<string, unknown> }

/** Where public pictures are kept as image sets: the gallery's paintings, the styles' pictures, articles. */
const PICTURE_COLUMNS: { table: string; columns: string[] }[] = [
  { table: "painting", columns: ["image"] },
  { table: "style", columns: ["public_image", "demo_images"] },
  { table: "article", columns: ["image"] },
]

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => Boolean(v && typeof v === "object" && !Array.isArray(v))

/** The image sets in a column's value: the value itself, or each entry of a list. */
export const imageSetsIn = (value: unknown): Obj[] => (Array.isArray(value) ? value.filter(isObj) : isObj(value) ? [value] : [])

/** A set that shows a picture (a URL in `low` or `original`) and has no placeholder yet. */
export const lacksPlaceholder = (set: Obj) => !set.placeholder && typeof (set.low ?? set.original) === "string"

/** Every row with a picture that has no placeholder yet, deleted rows included. Reads only. */
export const loadPicturesWithoutPlaceholderStep = createStep("load-pictures-without-placeholder", async (_: void, { container }) => {
  const pg = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const rows: PictureRow[] = []
  for (const { table, columns } of PICTURE_COLUMNS) {
    const found = (await pg(table).select("id", ...columns)) as Obj[]
    for (const row of found) {
      const values = Object.fromEntries(columns.map((c) => [c, row[c]]))
      if (Object.values(values).some((v) => imageSetsIn(v).some(lacksPlaceholder)))
        rows.push({ table, id: String(row.id), columns: values })
    }
  }
  return new StepResponse(rows)
})
