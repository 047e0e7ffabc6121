import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { DomainError } from "../../../lib/errors"
import { finishedPaintingImage } from "../../../paintings/finished-painting-image"

export type StyleImageSourceInput = {
  /** The style's id or slug. */
  styleRef: string
  paintingId: string
  actor: { customerId: string; isAdmin: boolean }
}

/**
 * A painting's image shown on a style: staff only (401), the style (404), a finished painting
 * (404, 400 on paintingId). Answers the style with its current examples, and the image.
 */
export const checkStyleImageSourceStep = createStep(
  "check-style-image-source",
  async ({ styleRef, paintingId, actor }: StyleImageSourceInput, { container }) => {
    if (!actor.isAdmin) throw DomainError.unauthenticated()
    const service = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    let [style] = await service.listStyles({ id: styleRef }, { take: 1 })
    if (!style) [style] = await service.listStyles({ slug: styleRef }, { take: 1 })
    if (!style) throw DomainError.notFound("Style not found.")
    const image = await finishedPaintingImage(container, actor, paintingId)
    const demoImages = ((style as { demo_images?: unknown }).demo_images as Record<string, unknown>[] | null) ?? []
    return new StepResponse({ styleId: style.id, demoImages, image })
  }
)
