import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { appliedStateOf, withAppliedState, type AppliedPostProcess } from "@petshop/painting-module/queues"

export type SetAppliedStateInput = {
  paintingId: string
  settingsId: string
  /** The new state from the current one (null when the settings were never applied). */
  change: { queuedTask: string } | { usedAs: "painting" | "example" }
}

/**
 * Writes the apply state of the settings in the painting's history: a newly queued apply
 * (keeping the last result on show until the new one is done), or where a result went.
 * The compensation puts the earlier state back.
 */
export const setAppliedStateStep = createStep(
  "set-applied-state",
  async ({ paintingId, settingsId, change }: SetAppliedStateInput, { container }) => {
    const paintings = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const painting = await paintings.retrievePainting(paintingId, { select: ["id", "history"] })
    const before = appliedStateOf(painting.history, settingsId)
    let next: AppliedPostProcess
    if ("queuedTask" in change) {
      next = {
        taskId: change.queuedTask,
        status: "queue",
        progress: 0,
        progressImage: null,
        error: null,
        queuedAt: new Date().toISOString(),
        finishedAt: null,
        result: before?.result ?? null,
        usedAs: before?.usedAs ?? [],
      }
    } else {
      if (!before) throw new Error(`Painting ${paintingId} has no applied result of ${settingsId}`)
      next = { ...before, usedAs: [...new Set([...(before.usedAs ?? []), change.usedAs])] }
    }
    await paintings.updatePaintings({ id: paintingId, history: withAppliedState(painting.history, settingsId, next) })
    return new StepResponse(next, { paintingId, settingsId, before })
  },
  async (undo, { container }) => {
    if (!undo) return
    const paintings = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const painting = await paintings.retrievePainting(undo.paintingId, { select: ["id", "history"] })
    await paintings.updatePaintings({ id: undo.paintingId, history: withAppliedState(painting.history, undo.settingsId, undo.before) })
  }
)
