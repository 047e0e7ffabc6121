/**
 * The run's seeded template: the schema template with the shop's catalogue seeded into it
 * (seedShop), so that spec files which need the catalogue start from a copy of it instead of
 * seeding their own database (5–9 s each).
 *
 * The first spec file that asks for it seeds its own database as before, then publishes it:
 * a new database is copied from the schema template and every table the seed filled is
 * copied into it row for row (the file's own database cannot be a template while its
 * application is connected). The seed's answer (publishable key, logins, step reports) is
 * kept as the template's comment. The template appears under its final name only once it is
 * complete, so a file either finds a whole template or none.
 */
import type { SeedShopResult } from "@petshop/seed"
import type { Client } from "pg"
import { inReplicaTransaction, literal, publicTables, quote } from "./database-snapshot"
import { clientOf } from "./schema-template"

/** The name of the run's seeded template for these seed options (demo logins or not). */
export const seededTemplateName = (schemaTemplate: string, demoAccounts: boolean) =>
  `${schemaTemplate}-seeded${demoAccounts ? "" : "-no-demo-logins"}`

/** The seed's answer kept with a published template; null when there is no such template yet. */
export async function seededTemplateResult(admin: Client, template: string): Promise<SeedShopResult | null> {
  const { rows } = await admin.query<{ comment: string | null }>(
    "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1",
    [template]
  )
  if (!rows.length || !rows[0].comment) return null
  return JSON.parse(rows[0].comment) as SeedShopResult
}

/** Makes every table and sequence of `target` hold what `source`'s do. */
async function copyRows(source: Client, target: Client): Promise<void> {
  const tables = await publicTables(source)
  await inReplicaTransaction(target, async () => {
    for (const table of tables) {
      const list = table.columns.map(quote).join(", ")
      // The schema template has rows of its own (migrations, links): the source's replace them.
      await target.query(`DELETE FROM public.${quote(table.name)}`)
      const { rows } = await source.query<{ rows: unknown[] | null }>(`SELECT json_agg(t) AS rows FROM public.${quote(table.name)} t`)
      if (!rows[0].rows) continue
      await target.query(
        `INSERT INTO public.${quote(table.name)} (${list}) OVERRIDING SYSTEM VALUE
         SELECT ${list} FROM json_populate_recordset(NULL::public.${quote(table.name)}, $1::json)`,
        [JSON.stringify(rows[0].rows)]
      )
    }
    const { rows: sequences } = await source.query<{ name: string; last_value: string | null }>(
      "SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL"
    )
    for (const seq of sequences) {
      await target.query("SELECT setval($1, $2, true)", [`public.${quote(seq.name)}`, seq.last_value])
    }
  })
}

/**
 * Publishes `sourceDb` (a database the seed has just filled) as the seeded template, unless
 * another spec file published one first. `admin` is a connection to the `postgres` database
 * that holds the run's template lock.
 */
export async function publishSeededTemplate(options: {
  admin: Client
  schemaTemplate: string
  template: string
  sourceDb: string
  result: SeedShopResult
}): Promise<void> {
  const { admin, schemaTemplate, template, sourceDb, result } = options
  if (await seededTemplateResult(admin, template)) return
  const building = `${template}-building`
  await admin.query(`DROP DATABASE IF EXISTS ${quote(building)} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${quote(building)} WITH TEMPLATE ${quote(schemaTemplate)}`)
  const source = clientOf(sourceDb)
  const target = clientOf(building)
  await source.connect()
  await target.connect()
  try {
    await copyRows(source, target)
  } finally {
    await source.end()
    await target.end()
  }
  await admin.query(`COMMENT ON DATABASE ${quote(building)} IS ${literal(JSON.stringify(result))}`)
  await admin.query(`ALTER DATABASE ${quote(building)} RENAME TO ${quote(template)}`)
}
