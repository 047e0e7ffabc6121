import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE } from "@petshop/painting-module"
import { paintingService, type ItemRecord, type PackageRecord } from "../../../commerce/fulfillment/fulfilment-records"
import type { RenderedLine } from "./render-print-files"

export type CreateFulfilmentPackageInput = {
  orderId: string
  by: string | null
  orderManifest: Record<string, unknown>
  lines: RenderedLine[]
}

type Undo = { packageId: string; itemIds: string[]; previous: { id: string; itemIds: string[] } | null }

/**
 * The new package and its items, linked to the order in place of the previous package (which
 * is soft-deleted with its items, so its files stay until the new one is in place). The
 * compensation removes the new records and restores the previous package and its link.
 */
export const createFulfilmentPackageStep = createStep(
  "create-fulfilment-package",
  async (input: CreateFulfilmentPackageInput, { container }) => {
    const service = paintingService(container)
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    const [old] = (await service.listFulfilmentPackages(
      { order_id: input.orderId },
      { order: { created_at: "DESC", id: "DESC" }, take: 1 }
    )) as unknown as PackageRecord[]
    let previous: Undo["previous"] = null
    if (old) {
      const oldItems = (await service.listFulfilmentItems({ package_id: old.id }, { select: ["id"] })) as unknown as { id: string }[]
      previous = { id: old.id, itemIds: oldItems.map((i) => i.id) }
      await link.dismiss({ [Modules.ORDER]: { order_id: input.orderId }, [PAINTING_MODULE]: { fulfilment_package_id: old.id } })
      await service.softDeleteFulfilmentPackages(old.id)
      if (previous.itemIds.length) await service.softDeleteFulfilmentItems(previous.itemIds)
    }
    const pkg = (await service.createFulfilmentPackages({
      order_id: input.orderId,
      manifest: input.orderManifest,
      prepared_by: input.by,
    })) as unknown as PackageRecord
    const items = (await service.createFulfilmentItems(
      input.lines.map((l) => ({
        package_id: pkg.id,
        order_id: input.orderId,
        line_id: l.lineId,
        painting_id: l.paintingId,
        production: l.production as unknown as Record<string, unknown>,
        proof: l.proof as unknown as Record<string, unknown>,
        manifest: l.manifest as unknown as Record<string, unknown>,
      }))
    )) as unknown as ItemRecord[]
    await link.create({ [Modules.ORDER]: { order_id: input.orderId }, [PAINTING_MODULE]: { fulfilment_package_id: pkg.id } })
    return new StepResponse({ packageId: pkg.id }, { packageId: pkg.id, itemIds: items.map((i) => i.id), previous } satisfies Undo)
  },
  async (undo, { container }) => {
    if (!undo) return
    const service = paintingService(container)
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    const [pkg] = (await service.listFulfilmentPackages(
      { id: undo.packageId },
      { select: ["id", "order_id"] }
    )) as unknown as PackageRecord[]
    if (pkg) {
      await link
        .dismiss({ [Modules.ORDER]: { order_id: pkg.order_id }, [PAINTING_MODULE]: { fulfilment_package_id: pkg.id } })
        .catch(() => undefined)
    }
    if (undo.itemIds.length) await service.deleteFulfilmentItems(undo.itemIds)
    await service.deleteFulfilmentPackages(undo.packageId)
    if (undo.previous && pkg) {
      await service.restoreFulfilmentPackages(undo.previous.id)
      if (undo.previous.itemIds.length) await service.restoreFulfilmentItems(undo.previous.itemIds)
      await link.create({ [Modules.ORDER]: { order_id: pkg.order_id }, [PAINTING_MODULE]: { fulfilment_package_id: undo.previous.id } })
    }
  }
)
