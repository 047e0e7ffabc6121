import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateStyleRecordStep } from "../style/steps/update-style-record"
import { setAppliedStateStep } from "./steps/set-applied-state"

export type UseAppliedAsExampleInput = {
  paintingId: string
  settingsId: string
  styleId: string
  /** The style's examples with the applied result first (as POST /api/style/{id}/example_image orders them). */
  demoImages: Record<string, unknown>[]
}

/** The applied result becomes the style's first example; the apply state remembers it. */
export const useAppliedAsExampleWorkflow = createWorkflow("use-applied-as-example", (input: UseAppliedAsExampleInput) => {
  const style = updateStyleRecordStep(transform({ input }, ({ input }) => ({ id: input.styleId, demo_images: input.demoImages })))
  const applied = setAppliedStateStep(
    transform({ input }, ({ input }) => ({
      paintingId: input.paintingId,
      settingsId: input.settingsId,
      change: { usedAs: "example" as const },
    }))
  )
  return new WorkflowResponse({ style, applied })
})
