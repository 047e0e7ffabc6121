import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, stylePictureTaskId, type PaintingModuleService } from "@petshop/painting-module"

/** The task record of measuring a new style's picture (photo queue; its subject is the style). */
export const createStylePictureTaskStep = createStep(
  "create-style-picture-task",
  async ({ styleId }: { styleId: string }, { container }) => {
    const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const task = await painting.createTasks({
      id: stylePictureTaskId(styleId),
      type: "photo",
      subject_id: styleId,
      status: "queue",
      queued_at: new Date(),
    })
    return new StepResponse(task as unknown as { id: string; type: "photo"; subject_id: string }, task.id)
  },
  async (taskId, { container }) => {
    if (taskId) await container.resolve<PaintingModuleService>(PAINTING_MODULE).deleteTasks(taskId)
  }
)
