import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateStyleRecordStep } from "../style/steps/update-style-record"
import { checkAppliedResultStep } from "./steps/check-applied-result"
import { setAppliedStateStep } from "./steps/set-applied-state"

export type UseAppliedAsExampleInput = {
  /** A post_process_settings id, or a style id or slug (its default settings). */
  settingsRef: string
  paintingId: string
  isAdmin: boolean
}

/**
 * The applied result becomes the style's first example (as POST /api/style/{id}/example_image
 * orders them); the apply state remembers it. The rules come first, so every caller meets them.
 */
export const useAppliedAsExampleWorkflow = createWorkflow("use-applied-as-example", (input: UseAppliedAsExampleInput) => {
  const checked = checkAppliedResultStep(
    transform({ input }, ({ input }) => ({
      settingsRef: input.settingsRef,
      paintingId: input.paintingId,
      isAdmin: input.isAdmin,
      asExample: true,
    }))
  )
  const style = updateStyleRecordStep(
    transform({ checked }, ({ checked }) => ({ id: checked.styleId as string, demo_images: checked.demoImages }))
  )
  const applied = setAppliedStateStep(
    transform({ checked }, ({ checked }) => ({
      paintingId: checked.paintingId,
      settingsId: checked.settingsId,
      change: { usedAs: "example" as const },
    }))
  )
  return new WorkflowResponse({ style, applied, styleId: checked.styleId })
})
