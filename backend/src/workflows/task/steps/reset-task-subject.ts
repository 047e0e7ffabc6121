import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { isProductionTaskId, PAINTING_MODULE, type PaintingModuleService, type PrintTargetData } from "@petshop/painting-module"
import { printTargetOf } from "../../painting/steps/queue-production"

type Subject = { id?: string; type: "photo" | "paint"; subject_id: string }
type PaintingStatus = "idle" | "queue" | "in-progress" | "complete" | "failed"
type PhotoStatus = "uploaded" | "analysing" | "analysed" | "failed"
type Previous =
  | { type: "paint"; id: string; status: PaintingStatus; failure_reason: string | null }
  | { type: "photo"; id: string; status: PhotoStatus; failure_reason: string | null }
/** How the job goes back on its queue. */
export type ResetTaskSubjectResult = { variant?: "hq" | "production"; print?: PrintTargetData }

/**
 * The task's photo or painting back to its waiting status, without the failure reason:
 * a painting to "queue" (it is in line again), a photo to "uploaded". Compensation restores both.
 * A paint task that failed while its painting stayed complete rendered the HQ image
 * (paint_hq): the painting is left alone and the job goes back as an HQ one. A print-file
 * task (its id says so) goes back as a production job.
 */
export const resetTaskSubjectStep = createStep<Subject, ResetTaskSubjectResult, Previous | null>(
  "reset-task-subject",
  async (task, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    if (task.type === "paint" && task.id && isProductionTaskId(task.id)) {
      // A print-file task leaves the painting alone; its size comes from today's catalogue.
      const painting = await service.retrievePainting(task.subject_id, { select: ["id", "width", "height"] })
      return new StepResponse({ variant: "production" as const, print: await printTargetOf(container, painting) }, null)
    }
    if (task.type === "paint") {
      const before = await service.retrievePainting(task.subject_id, { select: ["id", "status", "failure_reason"] })
      if (before.status === "complete") return new StepResponse({ variant: "hq" }, null)
      await service.updatePaintings({ id: before.id, status: "queue", failure_reason: null })
      return new StepResponse({}, { type: "paint", id: before.id, status: before.status, failure_reason: before.failure_reason })
    }
    const before = await service.retrievePhoto(task.subject_id, { select: ["id", "status", "failure_reason"] })
    await service.updatePhotos({ id: before.id, status: "uploaded", failure_reason: null })
    return new StepResponse({}, { type: "photo", id: before.id, status: before.status, failure_reason: before.failure_reason })
  },
  async (previous, { container }) => {
    if (!previous) return
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    if (previous.type === "paint") {
      const { type: _type, ...painting } = previous
      await service.updatePaintings(painting)
    } else {
      const { type: _type, ...photo } = previous
      await service.updatePhotos(photo)
    }
  }
)
