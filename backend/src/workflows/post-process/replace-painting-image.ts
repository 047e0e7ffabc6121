import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkAppliedResultStep } from "./steps/check-applied-result"
import { setAppliedStateStep } from "./steps/set-applied-state"
import { setPaintingImagesStep } from "./steps/set-painting-images"

export type ReplacePaintingImageInput = {
  /** A post_process_settings id, or a style id or slug (its default settings). */
  settingsRef: string
  paintingId: string
  isAdmin: boolean
}

/**
 * The applied result becomes the painting's image and clean image; the apply state remembers
 * it. The rules (staff, settings, painting of their style, a finished result) come first, so
 * every caller meets them.
 */
export const replacePaintingImageWorkflow = createWorkflow("replace-painting-image", (input: ReplacePaintingImageInput) => {
  const checked = checkAppliedResultStep(
    transform({ input }, ({ input }) => ({ settingsRef: input.settingsRef, paintingId: input.paintingId, isAdmin: input.isAdmin }))
  )
  const painting = setPaintingImagesStep(
    transform({ checked }, ({ checked }) => ({
      paintingId: checked.paintingId,
      image: checked.result.image as Record<string, unknown>,
      noWatermark: checked.result.noWatermark as Record<string, unknown>,
    }))
  )
  const applied = setAppliedStateStep(
    transform({ checked }, ({ checked }) => ({
      paintingId: checked.paintingId,
      settingsId: checked.settingsId,
      change: { usedAs: "painting" as const },
    }))
  )
  return new WorkflowResponse({ painting, applied })
})
