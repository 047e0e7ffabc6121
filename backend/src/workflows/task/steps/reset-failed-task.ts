import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

const RESET_FIELDS = ["status", "error", "attempts", "queued_at", "started_at", "finished_at", "worker_id", "progress"] as const

/**
 * A failed task as if just queued: no error, no attempts, no worker. Compensation puts
 * the failed record back, error included, so the admin still sees why it failed.
 */
export const resetFailedTaskStep = createStep(
  "reset-failed-task",
  async (input: { id: string }, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const before = await service.retrieveTask(input.id, { select: ["id", ...RESET_FIELDS] })
    // Checked again here: another retry may have requeued it since the route looked.
    if (before.status !== "failed") throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Only failed tasks can be retried.")
    const task = await service.updateTasks({
      id: input.id,
      status: "queue",
      error: null,
      attempts: 0,
      queued_at: new Date(),
      started_at: null,
      finished_at: null,
      worker_id: null,
      progress: 0,
    })
    const previous = Object.fromEntries(RESET_FIELDS.map((f) => [f, before[f]]))
    return new StepResponse(task, { id: input.id, ...previous })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<PaintingModuleService>(PAINTING_MODULE).updateTasks(previous)
  }
)
