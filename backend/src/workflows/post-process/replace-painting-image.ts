import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { setAppliedStateStep } from "./steps/set-applied-state"
import { setPaintingImagesStep } from "./steps/set-painting-images"

export type ReplacePaintingImageInput = {
  paintingId: string
  settingsId: string
  image: Record<string, unknown>
  noWatermark: Record<string, unknown>
}

/** The applied result becomes the painting's image and clean image; the apply state remembers it. */
export const replacePaintingImageWorkflow = createWorkflow("replace-painting-image", (input: ReplacePaintingImageInput) => {
  const painting = setPaintingImagesStep(
    transform({ input }, ({ input }) => ({ paintingId: input.paintingId, image: input.image, noWatermark: input.noWatermark }))
  )
  const applied = setAppliedStateStep(
    transform({ input }, ({ input }) => ({
      paintingId: input.paintingId,
      settingsId: input.settingsId,
      change: { usedAs: "painting" as const },
    }))
  )
  return new WorkflowResponse({ painting, applied })
})
