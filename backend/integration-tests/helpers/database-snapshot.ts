/**
 * A spec file's database as it was after the suite's own `beforeAll` hooks, kept inside the
 * same database (schema `petshop_snapshot`) and put back before every further test.
 *
 * Medusa's runner drops the database and creates it again from a template instead; in
 * Postgres 15 every DROP DATABASE forces an immediate checkpoint, which costs 1–4 s while
 * another spec file writes beside it. Putting the rows back costs a few hundred
 * milliseconds and touches only the tables a test changed.
 */
import type { Client } from "pg"

const SNAPSHOT = "petshop_snapshot"

type TableCopy = { name: string; columns: string[]; rows: number }

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
export const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

/** Ordinary and partitioned tables of the public schema (partitions come with their parent). */
export async function publicTables(db: Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await db.query<{ name: string; columns: string[] }>(`
    SELECT c.relname AS name,
           array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attgenerated = '') AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     GROUP BY c.relname`)
  return rows
}

/** Copies every table's rows and every sequence's position into the snapshot schema. */
export async function takeSnapshot(db: Client): Promise<void> {
  await db.query(`DROP SCHEMA IF EXISTS ${SNAPSHOT} CASCADE; CREATE SCHEMA ${SNAPSHOT}`)
  const tables = await publicTables(db)
  // Only tables with rows are copied: an empty one is put back by emptying it.
  const filled = new Set(
    (
      await db.query<{ name: string }>(
        tables.map((t) => `SELECT ${literal(t.name)} AS name WHERE EXISTS (SELECT 1 FROM public.${quote(t.name)})`).join(" UNION ALL ")
      )
    ).rows.map((r) => r.name)
  )
  const copies: TableCopy[] = []
  for (const table of tables) {
    if (!filled.has(table.name)) {
      copies.push({ ...table, rows: 0 })
      continue
    }
    const list = table.columns.map(quote).join(", ")
    const { rowCount } = await db.query(`CREATE TABLE ${SNAPSHOT}.${quote(table.name)} AS SELECT ${list} FROM public.${quote(table.name)}`)
    copies.push({ ...table, rows: rowCount ?? 0 })
  }
  await db.query(`CREATE TABLE ${SNAPSHOT}."__tables" (name text PRIMARY KEY, columns text[], rows bigint)`)
  for (const copy of copies) {
    await db.query(`INSERT INTO ${SNAPSHOT}."__tables" VALUES ($1, $2, $3)`, [copy.name, copy.columns, copy.rows])
  }
  await db.query(`CREATE TABLE ${SNAPSHOT}."__sequences" AS
    SELECT schemaname, sequencename, last_value, start_value FROM pg_sequences WHERE schemaname = 'public'`)
  // The transaction horizon of the snapshot: rows written later have a newer xmin.
  await db.query(`CREATE TABLE ${SNAPSHOT}."__horizon" AS SELECT txid_current() AS txid`)
}

/**
 * The tables whose rows may differ from the snapshot: another row count, or a row written
 * (inserted or updated) by a transaction that began after the snapshot was taken.
 */
async function changedTables(db: Client, tables: TableCopy[]): Promise<TableCopy[]> {
  const [{ txid }] = (await db.query<{ txid: string }>(`SELECT txid FROM ${SNAPSHOT}."__horizon"`)).rows
  const horizon = BigInt(txid) & 0xffffffffn
  const probes = tables.map(
    (t, i) =>
      `SELECT ${i} AS i, (SELECT count(*) FROM public.${quote(t.name)}) <> ${Number(t.rows)}
         OR EXISTS (SELECT 1 FROM public.${quote(t.name)} WHERE xmin::text::bigint >= ${horizon}) AS changed`
  )
  const changed: TableCopy[] = []
  // One round trip for every table; a few hundred small probes are cheap.
  const { rows } = await db.query<{ i: number; changed: boolean }>(probes.join(" UNION ALL "))
  for (const row of rows) if (row.changed) changed.push(tables[row.i])
  return changed
}

/** Puts back the snapshot's rows in the tables a test changed, and every sequence's position. */
export async function restoreSnapshot(db: Client): Promise<void> {
  // As a restore from a template would: connections of the application end, and with them
  // any transaction or lock a test left behind (the pool opens new ones).
  await db.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`)
  const tables = (await db.query<TableCopy>(`SELECT name, columns, rows FROM ${SNAPSHOT}."__tables"`)).rows
  const changed = await changedTables(db, tables)
  await inReplicaTransaction(db, async () => {
    for (const table of changed) {
      const list = table.columns.map(quote).join(", ")
      await db.query(`DELETE FROM public.${quote(table.name)}`)
      if (Number(table.rows) > 0) {
        await db.query(
          `INSERT INTO public.${quote(table.name)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM ${SNAPSHOT}.${quote(table.name)}`
        )
      }
    }
    await db.query(`SELECT setval(format('%I.%I', schemaname, sequencename), coalesce(last_value, start_value), last_value IS NOT NULL)
                      FROM ${SNAPSHOT}."__sequences"`)
  })
}

/**
 * Runs `work` in one transaction of `db` with foreign keys and triggers waiting, so that
 * tables can be emptied and filled in any order.
 */
export async function inReplicaTransaction(db: Client, work: () => Promise<void>): Promise<void> {
  await db.query("BEGIN")
  try {
    await db.query("SET LOCAL session_replication_role = replica")
    await work()
    await db.query("COMMIT")
  } catch (err) {
    await db.query("ROLLBACK").catch(() => undefined)
    throw err
  }
}
