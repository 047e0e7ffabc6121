import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

/**
 * Forgets a painting's HQ image and request (the files stay: an order may print from them);
 * compensation puts both back.
 */
export const clearPaintingHqStep = createStep(
  "clear-painting-hq",
  async (id: string, { container }) => {
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const before = await service.retrievePainting(id, { select: ["id", "hq_requested", "no_watermark_hq"] })
    const painting = await service.updatePaintings({ id, hq_requested: false, no_watermark_hq: null })
    return new StepResponse(painting, { id, hq_requested: before.hq_requested, no_watermark_hq: before.no_watermark_hq })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<PaintingModuleService>(PAINTING_MODULE).updatePaintings(previous)
  }
)
