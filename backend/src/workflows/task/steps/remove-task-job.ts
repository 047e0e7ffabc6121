import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

/**
 * BullMQ keeps a failed job under its id (the task id) for a week, and adding a job with
 * an id that exists does nothing; so the old job goes before the task is queued again.
 * dequeueTask removes any job of the task that no worker is running. Nothing to undo:
 * the failed job was only a record, and the task record keeps the failure on compensation.
 */
export const removeTaskJobStep = createStep("remove-task-job", async (task: { id: string; type: "photo" | "paint" }, { container }) => {
  await container.resolve<PaintingModuleService>(PAINTING_MODULE).dequeueTask(task)
  return new StepResponse(undefined)
})
