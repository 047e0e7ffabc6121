import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

/** Marks that the 2x clean image is wanted (or no longer); compensation restores the flag. */
export const setHqRequestedStep = createStep(
  "set-hq-requested",
  async (input: { id: string; requested: boolean }, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const before = await service.retrievePainting(input.id, { select: ["id", "hq_requested"] })
    await service.updatePaintings({
      id: input.id,
      hq_requested: input.requested,
      ...(input.requested ? {} : { no_watermark_hq: null }),
    })
    return new StepResponse(input, { id: input.id, hq_requested: before.hq_requested })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<PaintingModuleService>(PAINTING_MODULE).updatePaintings(previous)
  }
)
