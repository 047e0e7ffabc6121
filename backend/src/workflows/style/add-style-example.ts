import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkStyleImageSourceStep, type StyleImageSourceInput } from "./steps/check-style-image-source"
import { updateStyleWorkflow } from "./update-style"

/** How many examples a style keeps (the style page shows the first three). */
const MAX_EXAMPLES = 12

/**
 * A finished painting becomes a style's first example; one that is already an example moves
 * to the front. The rules come first, so every caller meets them.
 */
export const addStyleExampleWorkflow = createWorkflow("add-style-example", (input: StyleImageSourceInput) => {
  const source = checkStyleImageSourceStep(input)
  updateStyleWorkflow.runAsStep({
    input: transform({ source }, ({ source }) => {
      const key = (img: unknown) => JSON.stringify(img)
      const others = source.demoImages.filter((img) => key(img) !== key(source.image))
      return { id: source.styleId, demo_images: [source.image, ...others].slice(0, MAX_EXAMPLES) }
    }),
  })
  return new WorkflowResponse(transform({ source }, ({ source }) => ({ styleId: source.styleId })))
})
