import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

type Status = "idle" | "queue" | "in-progress" | "complete" | "failed"

/** Moves a painting to a status; compensation puts the previous one back. */
export const setPaintingStatusStep = createStep(
  "set-painting-status",
  async (input: { id: string; status: Status }, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const before = await service.retrievePainting(input.id, { select: ["id", "status"] })
    const painting = await service.updatePaintings({ id: input.id, status: input.status, failure_reason: null })
    return new StepResponse(painting, { id: input.id, status: before.status as Status })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<PaintingModuleService>(PAINTING_MODULE).updatePaintings(previous)
  }
)
