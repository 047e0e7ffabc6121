import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import type { CreatePaintingRecordInput } from "./create-painting-record"

type Created = { paintingIds: string[]; taskIds: string[]; customerId: string }

/**
 * Several paintings of one customer at once, each as create-painting makes one: the record, its
 * owner, a `paint` task, status queue. Compensation deletes all it made, so a later failure
 * leaves no painting of the batch behind. The jobs are queued by a later step.
 */
export const createQueuedPaintingsStep = createStep(
  "create-queued-paintings",
  async ({ customerId, paintings }: { customerId: string; paintings: CreatePaintingRecordInput[] }, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const created: Created = { paintingIds: [], taskIds: [], customerId }
    if (!paintings.length) return new StepResponse({ paintings: [], tasks: [] }, created)
    const records = await service.createPaintings(paintings.map((p) => ({ ...p, status: "idle" as const })))
    created.paintingIds = records.map((r) => r.id)
    await container
      .resolve(ContainerRegistrationKeys.LINK)
      .create(records.map((r) => ({ [PAINTING_MODULE]: { painting_id: r.id }, [Modules.CUSTOMER]: { customer_id: customerId } })))
    const tasks = await service.createTasks(
      records.map((r) => ({ type: "paint" as const, subject_id: r.id, status: "queue" as const, queued_at: new Date() }))
    )
    created.taskIds = tasks.map((t) => t.id)
    const updated = await service.updatePaintings(records.map((r) => ({ id: r.id, status: "queue" as const, failure_reason: null })))
    // In the order asked for, whatever order the update answers in.
    const byId = new Map(updated.map((p) => [p.id, p]))
    return new StepResponse({ paintings: records.map((r) => byId.get(r.id)!), tasks }, created)
  },
  async (created, { container }) => {
    if (!created?.paintingIds.length) return
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    if (created.taskIds.length) await service.deleteTasks(created.taskIds)
    await container.resolve(ContainerRegistrationKeys.LINK).dismiss(
      created.paintingIds.map((id) => ({
        [PAINTING_MODULE]: { painting_id: id },
        [Modules.CUSTOMER]: { customer_id: created.customerId },
      }))
    )
    await service.deletePaintings(created.paintingIds)
  }
)
