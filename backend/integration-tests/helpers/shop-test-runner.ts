/**
 * Medusa's integration test runner (`medusaIntegrationTestRunner`), with one change that
 * matters on a two-core machine: every module's migrations and the link tables are made
 * once per test run, in a schema template database, and each spec file starts from a copy
 * of it (well under a second) instead of migrating a fresh database (about nine seconds).
 *
 * And the database is put back between tests by rows, not by dropping it and copying it
 * again (see database-snapshot.ts); the databases are dropped when the run ends. A spec that
 * needs the catalogue asks for it with the `seed` option and starts from a copy of the run's
 * seeded template (see seeded-template.ts) instead of seeding its own database.
 *
 * Everything else is as Medusa's runner does it, and spec files use it the same way:
 * the application boots once per spec file with the environment the spec set, the
 * database is snapshotted after the suite's own `beforeAll` hooks and restored before
 * every further test, and each test waits for the workflow executions it started.
 */
import { randomBytes } from "node:crypto"
import { asValue } from "@medusajs/framework/awilix"
import { logger } from "@medusajs/framework/logger"
import { Migrator } from "@medusajs/framework/migrations"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, getResolvedPlugins, mergePluginModules, Modules } from "@medusajs/framework/utils"
import {
  applyEnvVarsToProcess,
  clearInstances,
  closeWaitingroomClient,
  configLoaderOverride,
  createPostgresDatabaseTemplate,
  initDb,
  migrateDatabase,
  migrateSearchIndexes,
  startApp,
  syncLinks,
  TestDatabaseUtils,
} from "@medusajs/test-utils"
import { seedShop, type SeedShopOptions, type SeedShopResult } from "@petshop/seed"
import axios, { type AxiosInstance } from "axios"
import { Redis } from "ioredis"
import type { Client } from "pg"
import { afterAll, afterEach, beforeAll, beforeEach, describe, inject } from "vitest"
import { quote, restoreSnapshot, takeSnapshot } from "./database-snapshot"
import { clientOf, fileDatabaseName, schemaTemplateName } from "./schema-template"
import { publishSeededTemplate, seededTemplateName, seededTemplateResult } from "./seeded-template"

type Knex = ReturnType<typeof TestDatabaseUtils.dbTestUtilFactory>["pgConnection_"]

export type ShopTestOptions = {
  api: AxiosInstance
  getContainer: () => MedusaContainer
  dbConnection: NonNullable<Knex>
  dbConfig: { dbName: string; schema: string; clientUrl: string }
  /** What seedShop answered for this file's database (only with the `seed` option). */
  seeded: () => SeedShopResult
}

type SeedOption = Pick<SeedShopOptions, "demoAccounts">

type RunnerConfig = {
  /** Environment applied while the application boots and runs, put back afterwards. */
  env?: Record<string, string>
  /**
   * The shop's catalogue (seedShop with these options) is in the database before the suite's
   * own hooks run: copied from the run's seeded template, which the first such file makes.
   */
  seed?: SeedOption
  testSuite: (options: ShopTestOptions) => void
}

const BACKEND_DIR = process.cwd()

/** Holds a Postgres advisory lock while `work` runs, so one spec file at a time builds the template. */
async function whileLocked<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = clientOf("postgres")
  await client.connect()
  try {
    await client.query("SELECT pg_advisory_lock(hashtext('petshop-integration-schema-template'))")
    return await work(client)
  } finally {
    await client.query("SELECT pg_advisory_unlock(hashtext('petshop-integration-schema-template'))").catch(() => undefined)
    await client.end()
  }
}

/**
 * Each spec file starts from an empty Redis database, as from a fresh copy of Postgres: spec
 * files that ran before it in the same vitest worker used the same database, and a job they
 * queued but never ran (a print file, a photo) would otherwise reach this file's workers and
 * name rows that exist only in their databases.
 */
async function flushRedisDatabase() {
  if (!process.env.REDIS_URL) return
  const redis = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: true })
  try {
    await redis.connect()
    await redis.flushdb()
  } finally {
    redis.disconnect()
  }
}

const databaseExists = async (client: Client, name: string) =>
  (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1

class ShopTestRunner {
  private readonly runId = inject("integrationRunId")
  private readonly dbName = fileDatabaseName(this.runId, randomBytes(6).toString("hex"))
  private readonly clientUrl = TestDatabaseUtils.getDatabaseURL(this.dbName)
  private readonly dbUtils = TestDatabaseUtils.dbTestUtilFactory()
  private container: MedusaContainer | null = null
  private api: AxiosInstance | null = null
  private cancelRequests: () => void = () => undefined
  private shutdownApp: () => Promise<void> = async () => undefined
  private restoreEnv: () => void = () => undefined
  /** The runner's own connection to the file's database, for snapshots and restores. */
  private snapshots: Client | null = null
  private seedResult: SeedShopResult | null = null

  constructor(
    private readonly env: Record<string, string>,
    private readonly seed: SeedOption | undefined
  ) {}

  private get seededTemplate(): string | null {
    return this.seed ? seededTemplateName(schemaTemplateName(this.runId), this.seed.demoAccounts ?? true) : null
  }

  options(): ShopTestOptions {
    return {
      api: new Proxy({} as AxiosInstance, { get: (_, prop) => this.api?.[prop as keyof AxiosInstance] }),
      getContainer: () => this.container!,
      dbConnection: new Proxy({} as NonNullable<Knex>, {
        get: (_, prop) => (this.dbUtils.pgConnection_ as unknown as Record<string | symbol, unknown>)?.[prop],
      }),
      dbConfig: { dbName: this.dbName, schema: "public", clientUrl: this.clientUrl },
      seeded: () => {
        if (!this.seedResult) throw new Error("seeded() needs the runner's seed option, and answers once the application has booted")
        return this.seedResult
      },
    }
  }

  async boot() {
    await configLoaderOverride(BACKEND_DIR, { clientUrl: this.clientUrl, debug: false })
    this.restoreEnv = applyEnvVarsToProcess(this.env)
    const { container, MedusaAppLoader } = await import("@medusajs/framework")
    const appLoader = new MedusaAppLoader({ medusaConfigPath: BACKEND_DIR, cwd: BACKEND_DIR })
    const configModule = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
    mergePluginModules(configModule, await getResolvedPlugins(BACKEND_DIR, configModule), BACKEND_DIR)
    container.register({ [ContainerRegistrationKeys.LOGGER]: asValue(logger) })

    const migrated = await this.createDatabase(appLoader, container)
    await clearInstances()
    if (migrated) {
      // The file that migrated loads the application once before starting it, as Medusa's
      // runner does: the link definitions its migrations read are registered again by this
      // load (a copied database skips it; the application then loads once, as in production).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { loadSearchIndexes } = require("@medusajs/medusa/loaders/search")
      await loadSearchIndexes({ plugins: await getResolvedPlugins(BACKEND_DIR, configModule, true), configModule, logger })
      await appLoader.load()
    }
    await flushRedisDatabase()
    const started = await startApp({ cwd: BACKEND_DIR, env: this.env })
    this.container = started.container
    // Physical search indexes, as `db:migrate:search` makes them (nothing to do when the
    // template has them already).
    await migrateSearchIndexes(started.container, logger)
    const cancel = axios.CancelToken.source()
    // The test connects from loopback, a trusted proxy as the storefront is: each spec file is a
    // client address of its own (198.18.0.0/15, for tests), so the rate limits per address of
    // issue 17 do not add up across files and runs.
    const [a, b] = randomBytes(2)
    const client = `198.18.${a}.${b}`
    this.api = axios.create({
      baseURL: `http://localhost:${started.port}`,
      cancelToken: cancel.token,
      headers: { "x-forwarded-for": client },
    })
    this.cancelRequests = () => cancel.cancel("The test file ended")
    this.shutdownApp = started.shutdown
    await this.clearCachedReads()
    await this.waitWorkflowExecutions()
    if (this.seed && !this.seedResult) await this.seedAndPublish(started.container)
  }

  /** Seeds this file's database, then offers it to the files after it as the seeded template. */
  private async seedAndPublish(container: MedusaContainer) {
    const result = await seedShop(container, this.seed)
    await this.waitWorkflowExecutions()
    this.seedResult = result
    await whileLocked((admin) =>
      publishSeededTemplate({
        admin,
        schemaTemplate: schemaTemplateName(this.runId),
        template: this.seededTemplate!,
        sourceDb: this.dbName,
        result,
      })
    )
  }

  /**
   * This file's database: a copy of the run's schema template, which the first spec file of
   * the run makes by migrating its own database (the others wait on the lock meanwhile).
   */
  private async createDatabase(appLoader: { runModulesMigrations: () => Promise<unknown> }, container: MedusaContainer): Promise<boolean> {
    const template = schemaTemplateName(this.runId)
    return whileLocked(async (client) => {
      const seeded = this.seededTemplate
      this.seedResult = seeded ? await seededTemplateResult(client, seeded) : null
      if (seeded && this.seedResult) {
        await client.query(`CREATE DATABASE ${quote(this.dbName)} WITH TEMPLATE ${quote(seeded)}`)
        this.dbUtils.pgConnection_ = await initDb()
        return false
      }
      if (await databaseExists(client, template)) {
        await client.query(`CREATE DATABASE ${quote(this.dbName)} WITH TEMPLATE ${quote(template)}`)
        this.dbUtils.pgConnection_ = await initDb()
        return false
      }
      await this.dbUtils.create(this.dbName)
      this.dbUtils.pgConnection_ = await initDb()
      // A spec file that imports a link definition (through the domain code it calls) has
      // registered that link already; the migrations load every link once more.
      await clearInstances()
      await new Migrator({ container }).ensureMigrationsTable()
      await migrateDatabase(appLoader as Parameters<typeof migrateDatabase>[0])
      await syncLinks(appLoader as Parameters<typeof syncLinks>[0], BACKEND_DIR, container, logger)
      // Copied before the application first boots, so the template holds only what
      // migrations make, whatever environment this spec file boots with.
      await createPostgresDatabaseTemplate({ databaseName: this.dbName, templateName: template })
      return true
    })
  }

  async beforeEach() {
    if (!this.snapshots) {
      // After the suite's own beforeAll hooks (seeding), as Medusa's runner does.
      this.snapshots = clientOf(this.dbName)
      await this.snapshots.connect()
      await takeSnapshot(this.snapshots)
      return
    }
    await restoreSnapshot(this.snapshots)
    await this.clearCachedReads()
  }

  /**
   * The cached public reads (Caching Module, in this file's Redis db) were made from the rows as
   * they were: rows put back by SQL emit no events, and an earlier file's entries are not this one's.
   */
  private async clearCachedReads() {
    await this.container?.resolve(Modules.CACHING, { allowUnregistered: true })?.clear({ tags: ["*"] })
  }

  async waitWorkflowExecutions() {
    const engine = this.container?.resolve(Modules.WORKFLOW_ENGINE, { allowUnregistered: true })
    if (!engine) return
    const deadline = Date.now() + 60_000
    while ((await engine.listWorkflowExecutions({ state: { $nin: ["not_started", "done", "reverted", "failed"] } })).length) {
      if (Date.now() > deadline) throw new Error("Workflow executions were still running 60 s after the test")
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  async cleanup() {
    try {
      await this.shutdownApp()
      await clearInstances()
      this.cancelRequests()
      await (this.container as { dispose?: () => Promise<void> } | null)?.dispose?.()
      await this.snapshots?.end()
      // The database itself is dropped when the run ends (global-setup.ts): a DROP DATABASE
      // forces a checkpoint, cheap then and costly while other spec files run.
      const knex = this.dbUtils.pgConnection_ as { destroy?: () => Promise<void> } | null
      await knex?.destroy?.().catch(() => undefined)
      this.dbUtils.pgConnection_ = null
      await closeWaitingroomClient()
    } finally {
      this.container = null
      this.api = null
      this.snapshots = null
      this.restoreEnv()
    }
  }
}

/** Use as `medusaIntegrationTestRunner`: `shopIntegrationTestRunner({ testSuite: ({ api, getContainer }) => { … } })`. */
export function shopIntegrationTestRunner({ env = {}, seed, testSuite }: RunnerConfig) {
  const runner = new ShopTestRunner(env, seed)
  describe("", () => {
    beforeAll(async () => {
      try {
        await runner.boot()
      } catch (err) {
        await runner.cleanup().catch(() => undefined)
        throw err
      }
    })
    beforeEach(() => runner.beforeEach())
    afterEach(() => runner.waitWorkflowExecutions())
    afterAll(() => runner.cleanup())
    testSuite(runner.options())
  })
}
