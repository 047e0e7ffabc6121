import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkStyleImageSourceStep, type StyleImageSourceInput } from "./steps/check-style-image-source"
import { updateStyleWorkflow } from "./update-style"

/** A finished painting becomes a style's gallery picture; the rules come first, so every caller meets them. */
export const setStylePublicImageWorkflow = createWorkflow("set-style-public-image", (input: StyleImageSourceInput) => {
  const source = checkStyleImageSourceStep(input)
  updateStyleWorkflow.runAsStep({
    input: transform({ source }, ({ source }) => ({ id: source.styleId, public_image: source.image })),
  })
  return new WorkflowResponse(transform({ source }, ({ source }) => ({ styleId: source.styleId })))
})
