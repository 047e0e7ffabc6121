import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"

export type SetPaintingImagesInput = {
  paintingId: string
  image: Record<string, unknown>
  noWatermark: Record<string, unknown>
}

const FIELDS = ["id", "image", "no_watermark", "no_watermark_hq", "hq_requested"] as const

/**
 * The painting's preview and clean images become the given ones. Its 2x clean image was
 * painted with the old settings, so it goes too (paint_hq makes it again when asked).
 * The compensation puts all of them back.
 */
export const setPaintingImagesStep = createStep(
  "set-painting-images",
  async ({ paintingId, image, noWatermark }: SetPaintingImagesInput, { container }) => {
    const paintings = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const before = await paintings.retrievePainting(paintingId, { select: [...FIELDS] })
    const updated = await paintings.updatePaintings({
      id: paintingId,
      image,
      no_watermark: noWatermark,
      no_watermark_hq: null,
      hq_requested: false,
    })
    return new StepResponse(updated, {
      id: before.id,
      image: before.image,
      no_watermark: before.no_watermark,
      no_watermark_hq: before.no_watermark_hq,
      hq_requested: before.hq_requested,
    })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve<PaintingModuleService>(PAINTING_MODULE).updatePaintings(previous)
  }
)
