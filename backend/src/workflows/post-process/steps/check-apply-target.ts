import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { DomainError } from "../../../lib/errors"

export type ApplyTarget = {
  id: string
  status: string
  style_id: string
  image: Record<string, unknown> | null
  no_watermark: Record<string, unknown> | null
  history: unknown
}

/** Settings are applied to a finished painting of their own style (404/400 on paintingId). */
export const checkApplyTargetStep = createStep(
  "check-apply-target",
  async ({ paintingId, styleId }: { paintingId: string; styleId: string | null }, { container }) => {
    const [found] = await container
      .resolve<PaintingModuleService>(PAINTING_MODULE)
      .listPaintings({ id: paintingId }, { take: 1, select: ["id", "status", "style_id", "image", "no_watermark", "history"] })
    if (!found) throw new DomainError("not_found", "Painting not found.", { field: "paintingId" })
    const painting = found as unknown as ApplyTarget
    if (styleId && styleId !== painting.style_id) {
      throw DomainError.invalid("paintingId", "This painting is of another style than these post-process settings.")
    }
    if (painting.status !== "complete" || !painting.image) {
      throw DomainError.invalid("paintingId", "This painting is not finished yet; settings can be applied to a finished painting.")
    }
    return new StepResponse(painting)
  }
)
