import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

/** Deletes a task record; compensation creates it again, same id and fields. */
export const deleteTaskRecordStep = createStep(
  "delete-task-record",
  async (id: string, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const before = await service.retrieveTask(id)
    await service.deleteTasks(id)
    return new StepResponse(id, before)
  },
  async (before, { container }) => {
    if (!before) return
    const { created_at: _c, updated_at: _u, deleted_at: _d, ...fields } = before as typeof before & { deleted_at?: unknown }
    await container.resolve<PaintingModuleService>(PAINTING_MODULE).createTasks(fields)
  }
)
