import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService, type PrintTargetData } from "@petshop/painting-module"

export type EnqueueTaskInput = {
  task: { id: string; type: "photo" | "paint"; subject_id: string }
  /** The account to tell about progress (socket.io room). */
  room?: string
  variant?: "preview" | "hq" | "production" | "apply" | "style-picture"
  /** For production jobs: the print size. */
  print?: PrintTargetData
  /** For apply jobs: the post-process settings to paint with. */
  postProcess?: { settingsId: string; settings: Record<string, unknown> }
}

/** Puts the task's job on its BullMQ queue, last, so a failed workflow leaves no orphan job. */
export const enqueueTaskStep = createStep(
  "enqueue-task",
  async ({ task, room, variant, print, postProcess }: EnqueueTaskInput, { container }) => {
    await container.resolve<PaintingModuleService>(PAINTING_MODULE).enqueueTask(task, { room, variant, print, postProcess })
    return new StepResponse(task, task)
  },
  async (task, { container }) => {
    if (task) await container.resolve<PaintingModuleService>(PAINTING_MODULE).dequeueTask(task)
  }
)
