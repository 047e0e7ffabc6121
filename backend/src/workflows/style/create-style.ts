import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createStyleRecordStep, type CreateStyleRecordInput } from "./steps/create-style-record"
import { storeStyleImageStep, type StoredStyleImage, type StoreStyleImageInput } from "./steps/store-style-image"

export type CreateStyleWorkflowInput = {
  style: Omit<CreateStyleRecordInput, "public_image">
  image?: StoreStyleImageInput["image"]
}

/**
 * A new style: its reference image stored first (paint and face-swap styles), then the record
 * with a free slug. If the record cannot be created the stored image is removed again.
 */
export const createStyleWorkflow = createWorkflow("create-style", (input: CreateStyleWorkflowInput) => {
  const image = storeStyleImageStep(transform({ input }, ({ input }) => ({ image: input.image ?? null })))
  const style = createStyleRecordStep(
    transform({ input, image }, ({ input, image }) => {
      const stored = image as StoredStyleImage
      const paintsFromIt = stored && (input.style.type === "paint" || input.style.type === "face-swap")
      return {
        ...input.style,
        public_image: stored as Record<string, unknown> | null,
        // The picture the style paints from, apart from its public picture (an admin may make a
        // finished painting the public picture later; the reference or template stays).
        engine: paintsFromIt
          ? { ...(input.style.engine ?? {}), picture: { fileId: stored.fileId, width: stored.width, height: stored.height } }
          : (input.style.engine ?? null),
      }
    })
  )
  return new WorkflowResponse({ style })
})
