import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createStyleRecordStep, type CreateStyleRecordInput } from "./steps/create-style-record"
import { storeStyleImageStep, type StoreStyleImageInput } from "./steps/store-style-image"

export type CreateStyleWorkflowInput = {
  style: Omit<CreateStyleRecordInput, "public_image">
  image?: StoreStyleImageInput["image"]
}

/**
 * A new style: its reference image stored first (paint styles), then the record with a
 * free slug. If the record cannot be created the stored image is removed again.
 */
export const createStyleWorkflow = createWorkflow("create-style", (input: CreateStyleWorkflowInput) => {
  const image = storeStyleImageStep(transform({ input }, ({ input }) => ({ image: input.image ?? null })))
  const style = createStyleRecordStep(
    transform({ input, image }, ({ input, image }) => ({ ...input.style, public_image: image as Record<string, unknown> | null }))
  )
  return new WorkflowResponse({ style })
})
