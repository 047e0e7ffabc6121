/**
 * Once per integration run, in vitest's main process: gives the run an id (its databases'
 * names carry it), and drops the run's databases when it ends, with any that runs older
 * than a day left behind when they were killed.
 */
import type { TestProject } from "vitest/node" with { "resolution-mode": "import" }
import { clientOf, newRunId, RUN_DATABASE_PREFIX, runDatabasePrefix, runStartedAt } from "./helpers/schema-template"

const DAY_MS = 24 * 60 * 60 * 1000

async function dropDatabases(which: (name: string) => boolean) {
  const client = clientOf("postgres")
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [
      RUN_DATABASE_PREFIX,
    ])
    for (const { datname } of rows.filter((r) => which(r.datname))) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    }
  } finally {
    await client.end()
  }
}

export default async function setup(project: TestProject) {
  const runId = newRunId()
  project.provide("integrationRunId", runId)
  await dropDatabases((name) => !(Date.now() - runStartedAt(name) < DAY_MS))
  return async () => {
    await dropDatabases((name) => name.startsWith(runDatabasePrefix(runId)))
  }
}
