import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

type PaintTask = { id: string; type: "photo" | "paint"; subject_id: string }

/** Puts each task's job on the paint queue, last, so a failed workflow leaves no orphan job; compensation takes them off. */
export const enqueuePaintTasksStep = createStep(
  "enqueue-paint-tasks",
  async ({ tasks, room }: { tasks: PaintTask[]; room: string }, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const queued: PaintTask[] = []
    for (const task of tasks) {
      await service.enqueueTask(task, { room })
      queued.push(task)
    }
    return new StepResponse(queued, queued)
  },
  async (queued, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    for (const task of queued ?? []) await service.dequeueTask(task)
  }
)
