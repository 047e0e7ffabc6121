/**
 * Once per integration run, in vitest's main process: gives the run an id (its databases'
 * names carry it), and drops the run's databases when it ends, with any that runs older
 * than a day left behind when they were killed.
 */
import type { TestProject } from "vitest/node" with { "resolution-mode": "import" }
import { clientOf, newRunId, RUN_DATABASE_PREFIX, runDatabasePrefix, runStartedAt } from "./helpers/schema-template"

const DAY_MS = 24 * 60 * 60 * 1000

/** Drops at once: each DROP DATABASE waits for a checkpoint, and drops waiting together share one. */
const DROPS_AT_ONCE = 8

async function dropDatabases(which: (name: string) => boolean) {
  const client = clientOf("postgres")
  await client.connect()
  let names: string[]
  try {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [
      RUN_DATABASE_PREFIX,
    ])
    names = rows.map((r) => r.datname).filter(which)
  } finally {
    await client.end()
  }
  await Promise.all(
    Array.from({ length: Math.min(DROPS_AT_ONCE, names.length) }, async () => {
      const dropper = clientOf("postgres")
      await dropper.connect()
      try {
        for (let name = names.shift(); name; name = names.shift()) await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      } finally {
        await dropper.end()
      }
    })
  )
}

export default async function setup(project: TestProject) {
  const runId = newRunId()
  project.provide("integrationRunId", runId)
  await dropDatabases((name) => !(Date.now() - runStartedAt(name) < DAY_MS))
  return async () => {
    await dropDatabases((name) => name.startsWith(runDatabasePrefix(runId)))
  }
}
