import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import type { DeletableTask } from "./check-task-deletable"

type PaintingStatus = "idle" | "queue" | "in-progress" | "complete" | "failed"
type PhotoStatus = "uploaded" | "analysing" | "analysed" | "failed"
type Previous =
  | { type: "paint"; id: string; status: PaintingStatus; failure_reason: string | null }
  | { type: "photo"; id: string; status: PhotoStatus; failure_reason: string | null }

/**
 * The photo or painting of a queued task that is deleted fails as cancelled, so it does not
 * wait forever (a waiting painting blocks its owner's next one). A failed task's subject is
 * left as it is. Compensation puts the status and reason back.
 */
export const cancelTaskSubjectStep = createStep<DeletableTask, undefined, Previous | null>(
  "cancel-task-subject",
  async (task: DeletableTask, { container }) => {
    if (task.status !== "queue") return new StepResponse(undefined, null)
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    if (task.type === "paint") {
      const [subject] = await service.listPaintings(
        { id: task.subject_id, status: ["idle", "queue"] },
        { select: ["id", "status", "failure_reason"] }
      )
      if (!subject) return new StepResponse(undefined, null)
      await service.updatePaintings({ id: subject.id, status: "failed", failure_reason: "This painting was cancelled." })
      const previous: Previous = { type: "paint", id: subject.id, status: subject.status, failure_reason: subject.failure_reason ?? null }
      return new StepResponse(undefined, previous)
    }
    const [subject] = await service.listPhotos({ id: task.subject_id, status: "uploaded" }, { select: ["id", "status", "failure_reason"] })
    if (!subject) return new StepResponse(undefined, null)
    await service.updatePhotos({ id: subject.id, status: "failed", failure_reason: "The analysis of this photo was cancelled." })
    const previous: Previous = { type: "photo", id: subject.id, status: subject.status, failure_reason: subject.failure_reason ?? null }
    return new StepResponse(undefined, previous)
  },
  async (previous, { container }) => {
    if (!previous) return
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const { type, ...fields } = previous
    if (type === "paint") await service.updatePaintings(fields as { id: string; status: PaintingStatus; failure_reason: string | null })
    else await service.updatePhotos(fields as { id: string; status: PhotoStatus; failure_reason: string | null })
  }
)
