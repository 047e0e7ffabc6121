/**
 * The integration run's schema template: a database migrated once per run, which every spec
 * file copies (see shop-test-runner.ts). Its name carries the run's id, so two runs on one
 * machine never share or drop each other's.
 */
export const SCHEMA_TEMPLATE_PREFIX = "petshop-it-schema-"

export const schemaTemplateName = (runId: string) => `${SCHEMA_TEMPLATE_PREFIX}${runId}`

/** A run id that sorts by start time: base-36 milliseconds and a random tail. */
export const newRunId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** The start time of a run from its id, to clear templates that crashed runs left behind. */
export const runStartedAt = (runId: string) => parseInt(runId.split("-")[0], 36)

declare module "vitest" {
  export interface ProvidedContext {
    integrationRunId: string
  }
}
