/**
 * The databases of one integration run: a schema template migrated once, which every spec
 * file copies into a database of its own (see shop-test-runner.ts). Their names carry the
 * run's id, so two runs on one machine never share or drop each other's, and the run's
 * global setup drops them all when it ends.
 */
import { Client } from "pg"

export const RUN_DATABASE_PREFIX = "petshop-it-"

/** A run id that sorts by start time: base-36 milliseconds and a random tail. */
export const newRunId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export const runDatabasePrefix = (runId: string) => `${RUN_DATABASE_PREFIX}${runId}-`

export const schemaTemplateName = (runId: string) => `${runDatabasePrefix(runId)}schema`

export const fileDatabaseName = (runId: string, fileId: string) => `${runDatabasePrefix(runId)}${fileId}`

/** When the run that made a database started, to clear what killed runs left behind. */
export const runStartedAt = (databaseName: string) => parseInt(databaseName.slice(RUN_DATABASE_PREFIX.length).slice(0, 8), 36)

/** A connection to one of the machine's databases, as the test runner's settings name it. */
export function clientOf(database: string) {
  return new Client({
    host: process.env.DB_HOST ?? "localhost",
    user: process.env.DB_USERNAME ?? "postgres",
    password: process.env.DB_PASSWORD || undefined,
    port: Number(process.env.DB_PORT ?? "5432"),
    database,
  })
}

declare module "vitest" {
  export interface ProvidedContext {
    integrationRunId: string
  }
}
