import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

export type EnqueueApplyInput = {
  task: { id: string; type: "photo" | "paint"; subject_id: string }
  room?: string
  settingsId: string
  /** The settings as they are now: the worker paints these even if they are edited meanwhile. */
  settings: Record<string, unknown>
}

/** Puts the apply job on the paint queue, last, so a failed workflow leaves no orphan job. */
export const enqueueApplyStep = createStep(
  "enqueue-apply",
  async ({ task, room, settingsId, settings }: EnqueueApplyInput, { container }) => {
    await container
      .resolve<PaintingModuleService>(PAINTING_MODULE)
      .enqueueTask(task, { room, variant: "apply", postProcess: { settingsId, settings } })
    return new StepResponse(task, task)
  },
  async (task, { container }) => {
    if (task) await container.resolve<PaintingModuleService>(PAINTING_MODULE).dequeueTask(task)
  }
)
