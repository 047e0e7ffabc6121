import { randomUUID } from "node:crypto"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { applyTaskId } from "@petshop/painting-module/queues"

/** The task record of an apply: a paint task on the painting, its id marked as an apply. */
export const createApplyTaskStep = createStep(
  "create-apply-task",
  async ({ paintingId }: { paintingId: string }, { container }) => {
    const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const task = await painting.createTasks({
      id: applyTaskId(randomUUID().replace(/-/g, "")),
      type: "paint",
      subject_id: paintingId,
      status: "queue",
      queued_at: new Date(),
    })
    return new StepResponse(task, task.id)
  },
  async (taskId, { container }) => {
    if (taskId) await container.resolve<PaintingModuleService>(PAINTING_MODULE).deleteTasks(taskId)
  }
)
