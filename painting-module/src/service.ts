import { MedusaService } from "@medusajs/framework/utils"

/** Options given in medusa-config (see backend/src/config/medusa-modules.ts). */
export type PaintingModuleOptions = {
  redisUrl?: string
  defaultProvider?: string
  workerConcurrency?: number
  renderThreads?: number
  watermarkText?: string
  maxUploadBytes?: number
  maxPixels?: number
}

/**
 * Owns photos, styles, layers, paintings, tasks and fulfilment packages.
 * The data models arrive with the painting-module issue; the module already loads
 * so that medusa-config, links and the admin can depend on it from the start.
 */
export default class PaintingModuleService extends MedusaService({}) {
  protected readonly options_: PaintingModuleOptions

  constructor(container: Record<string, unknown>, options: PaintingModuleOptions = {}) {
    // eslint-disable-next-line prefer-rest-params
    super(...arguments)
    this.options_ = options
  }

  /** The settings this module runs with, for health checks and the admin. */
  getSettings(): Readonly<PaintingModuleOptions> {
    return { ...this.options_ }
  }
}
