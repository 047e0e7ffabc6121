import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError } from "@medusajs/framework/utils"
import {
  appliedSettingsIdOf,
  appliedStateOf,
  isApplyTaskId,
  isProductionTaskId,
  isStylePictureTaskId,
  PAINTING_MODULE,
  withAppliedState,
  type PaintingModuleService,
  type PrintTargetData,
} from "@petshop/painting-module"
import { printTargetOf } from "../../painting/steps/queue-production"

type Subject = { id?: string; type: "photo" | "paint"; subject_id: string }
type PaintingStatus = "idle" | "queue" | "in-progress" | "complete" | "failed"
type PhotoStatus = "uploaded" | "analysing" | "analysed" | "failed"
type Previous =
  | { type: "apply"; id: string; history: unknown }
  | { type: "paint"; id: string; status: PaintingStatus; failure_reason: string | null }
  | { type: "photo"; id: string; status: PhotoStatus; failure_reason: string | null }
/** How the job goes back on its queue. */
export type ResetTaskSubjectResult = {
  variant?: "hq" | "production" | "apply" | "style-picture"
  print?: PrintTargetData
  postProcess?: { settingsId: string; settings: Record<string, unknown> }
}

/**
 * The task's photo or painting back to its waiting status, without the failure reason:
 * a painting to "queue" (it is in line again), a photo to "uploaded". Compensation restores both.
 * A paint task that failed while its painting stayed complete rendered the HQ image
 * (paint_hq): the painting is left alone and the job goes back as an HQ one. A print-file
 * task (its id says so) goes back as a production job, on the production queue. An admin's apply of post-process
 * settings (its id says so too) goes back as an apply with the settings as they are now, its
 * state in the painting's history back to queued; an apply a newer one replaced cannot return.
 * Measuring a style's picture (its id says so) simply goes back on the photo queue.
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
    if (task.type === "photo" && task.id && isStylePictureTaskId(task.id)) {
      await service.retrieveStyle(task.subject_id, { select: ["id"] })
      return new StepResponse({ variant: "style-picture" as const }, null)
    }
    if (task.type === "paint" && task.id && isApplyTaskId(task.id)) {
      const painting = await service.retrievePainting(task.subject_id, { select: ["id", "history"] })
      const settingsId = appliedSettingsIdOf(painting.history, task.id)
      if (!settingsId)
        throw new MedusaError(
          MedusaError.Types.NOT_ALLOWED,
          "A newer preview of these layers replaced this one. Apply the layers again instead."
        )
      const [record] = await service.listPostProcessSettings({ id: settingsId }, { take: 1 })
      if (!record) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The post-process settings of this preview were deleted.")
      const state = appliedStateOf(painting.history, settingsId)!
      await service.updatePaintings({
        id: painting.id,
        history: withAppliedState(painting.history, settingsId, {
          ...state,
          status: "queue",
          progress: 0,
          progressImage: null,
          error: null,
          finishedAt: null,
        }),
      })
      return new StepResponse(
        { variant: "apply" as const, postProcess: { settingsId, settings: record.settings as Record<string, unknown> } },
        { type: "apply" as const, id: painting.id, history: painting.history }
      )
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
    if (previous.type === "apply") {
      await service.updatePaintings({ id: previous.id, history: previous.history as Record<string, unknown> })
    } else if (previous.type === "paint") {
      const { type: _type, ...painting } = previous
      await service.updatePaintings(painting)
    } else {
      const { type: _type, ...photo } = previous
      await service.updatePhotos(photo)
    }
  }
)
