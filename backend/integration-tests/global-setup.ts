/**
 * Once per integration run, in vitest's main process: gives the run an id (its schema
 * template's name), and drops that template when the run ends, with any that runs older
 * than a day left behind when they were killed.
 */
import { Client } from "pg"
import type { TestProject } from "vitest/node" with { "resolution-mode": "import" }
import { newRunId, runStartedAt, SCHEMA_TEMPLATE_PREFIX, schemaTemplateName } from "./helpers/schema-template"

const DAY_MS = 24 * 60 * 60 * 1000

async function dropDatabases(names: (all: string[]) => string[]) {
  const client = new Client({
    host: process.env.DB_HOST ?? "localhost",
    user: process.env.DB_USERNAME ?? "postgres",
    password: process.env.DB_PASSWORD || undefined,
    port: Number(process.env.DB_PORT ?? "5432"),
    database: "postgres",
  })
  await client.connect()
  try {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
      `${SCHEMA_TEMPLATE_PREFIX}%`,
    ])
    for (const name of names(rows.map((r) => r.datname))) {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    }
  } finally {
    await client.end()
  }
}

export default async function setup(project: TestProject) {
  const runId = newRunId()
  project.provide("integrationRunId", runId)
  await dropDatabases((all) => all.filter((name) => Date.now() - runStartedAt(name.slice(SCHEMA_TEMPLATE_PREFIX.length)) > DAY_MS))
  return async () => {
    await dropDatabases((all) => all.filter((name) => name === schemaTemplateName(runId)))
  }
}
