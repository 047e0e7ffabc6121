import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

export type CreateTaskRecordInput = { type: "photo" | "paint"; subject_id: string }

export const createTaskRecordStep = createStep(
  "create-task-record",
  async (input: CreateTaskRecordInput, { container }) => {
    const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const task = await painting.createTasks({ ...input, status: "queue", queued_at: new Date() })
    return new StepResponse(task, task.id)
  },
  async (taskId, { container }) => {
    if (taskId) await container.resolve<PaintingModuleService>(PAINTING_MODULE).deleteTasks(taskId)
  }
)
