/**
 * The Medusa modules a painting worker needs, without the HTTP server: the painting
 * module (its records) and the File Module (originals, tiers, paintings), loaded with
 * Medusa's module loader against the same database and file store as the backend.
 */
import { MedusaApp } from "@medusajs/framework/modules-sdk"
import type { IFileModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, createPgConnection, Modules } from "@medusajs/framework/utils"
import { join } from "node:path"
import { fileModuleConfig, fileStorageFromEnv } from "../config"
import type PaintingModuleService from "../service"

export type ModuleRuntime = {
  painting: PaintingModuleService
  files: IFileModuleService
  shutdown: () => Promise<void>
}

export const DEFAULT_DATABASE_URL = "postgres://postgres@localhost:5432/petshop"

export async function startModuleRuntime(env: NodeJS.ProcessEnv = process.env): Promise<ModuleRuntime> {
  const pg = createPgConnection({ clientUrl: env.DATABASE_URL || DEFAULT_DATABASE_URL, schema: "public" })
  const app = await MedusaApp({
    modulesConfig: {
      // The module's own queues (the style sampler's continuation) on the worker's Redis.
      painting: { resolve: join(__dirname, ".."), options: { redisUrl: env.REDIS_URL || undefined } },
      [Modules.FILE]: fileModuleConfig(fileStorageFromEnv(env)),
    },
    injectedDependencies: { [ContainerRegistrationKeys.PG_CONNECTION]: pg },
  })
  await app.onApplicationStart()
  return {
    painting: app.modules.painting as unknown as PaintingModuleService,
    files: app.modules[Modules.FILE] as unknown as IFileModuleService,
    shutdown: async () => {
      await app.onApplicationPrepareShutdown()
      await app.onApplicationShutdown()
      await pg.destroy()
    },
  }
}
