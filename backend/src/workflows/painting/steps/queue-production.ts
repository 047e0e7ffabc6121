import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, printTargetFor, productionTaskId, type PaintingModuleService, type PrintTarget } from "@petshop/painting-module"
import { printDpi } from "../../../commerce/fulfillment/print-dpi"
import { listPrintSizes } from "../../../commerce/products/list-print-sizes"

/** The print size of a painting: the largest published product of its aspect ratio at 150 DPI. */
export async function printTargetOf(container: MedusaContainer, painting: { width: number; height: number }): Promise<PrintTarget> {
  return printTargetFor(painting, await listPrintSizes(container), printDpi())
}

export type QueueProductionInput = { paintingId: string; room?: string }
export type QueueProductionResult = { taskId: string | null; queued: boolean; reason?: string }

type Undo = { taskId: string; created: boolean } | null

/**
 * Queues the painting's print file once: the task has one id per painting, so a second
 * order, a redelivered event or paint_hq finds it. Nothing is queued when the print file
 * exists, or when its task failed (an admin retries it from the task list).
 */
export const queueProductionStep = createStep<QueueProductionInput, QueueProductionResult, Undo>(
  "queue-production-task",
  async ({ paintingId, room }, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const painting = await service.retrievePainting(paintingId, { select: ["id", "width", "height", "production_image"] })
    if ((painting.production_image as { fileId?: string } | null)?.fileId)
      return new StepResponse({ taskId: null, queued: false, reason: "exists" }, null)
    const id = productionTaskId(painting.id)
    let [task] = await service.listTasks({ id }, { take: 1 })
    let created = false
    if (!task) {
      try {
        task = await service.createTasks({ id, type: "paint", subject_id: painting.id, status: "queue", queued_at: new Date() } as never)
        created = true
      } catch (err) {
        // Another delivery of the same event made it a moment ago.
        ;[task] = await service.listTasks({ id }, { take: 1 })
        if (!task) throw err
      }
    } else if (task.status === "failed") {
      return new StepResponse({ taskId: task.id, queued: false, reason: "failed" }, null)
    } else if (task.status === "complete") {
      // Complete without a print file (it was removed): make it again.
      task = await service.updateTasks({
        id,
        status: "queue",
        queued_at: new Date(),
        finished_at: null,
        progress: 0,
        error: null,
        attempts: 0,
      })
    }
    const print = await printTargetOf(container, painting)
    // The job id is the task id: queueing an already queued task adds nothing. The production
    // variant goes to the production queue, so previews never wait behind it (issue 23).
    await service.enqueueTask({ id: task.id, type: "paint", subject_id: painting.id }, { room, variant: "production", print })
    return new StepResponse({ taskId: task.id, queued: true }, { taskId: task.id, created })
  },
  async (undo, { container }) => {
    if (!undo?.created) return
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    await service.dequeueTask({ id: undo.taskId, type: "paint" })
    await service.deleteTasks(undo.taskId)
  }
)
