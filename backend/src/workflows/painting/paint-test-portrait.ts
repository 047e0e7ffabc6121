import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { paintingInput, type StyleForPainting } from "../../paintings/painting-input"
import { createPaintingWorkflow, quotaLock } from "./create-painting"
import { checkTestPortraitStep } from "./steps/check-test-portrait"

export type PaintTestPortraitWorkflowInput = {
  /** The staff member's account and customer: the demo painting is theirs. */
  accountId: string
  customerId: string
  styleId: string
  photoId?: string
  clientAddress?: string
}

/** Staff try a style out on a photo: a painting marked as a demo, not a customer's. */
export const paintTestPortraitWorkflow = createWorkflow("paint-test-portrait", (input: PaintTestPortraitWorkflowInput) => {
  // create-painting's lock is skipped when it runs nested: taken here.
  acquireLockStep(transform({ input }, ({ input }) => ({ key: quotaLock(input.accountId), timeout: 15, ttl: 30 })))
  const checked = checkTestPortraitStep(
    transform({ input }, ({ input }) => ({ customerId: input.customerId, styleId: input.styleId, photoId: input.photoId }))
  )
  const created = createPaintingWorkflow.runAsStep({
    input: transform({ input, checked }, ({ input, checked }) =>
      paintingInput({ id: input.accountId, customerId: input.customerId }, checked.photo, checked.style as unknown as StyleForPainting, {
        isDemo: true,
        clientAddress: input.clientAddress,
      })
    ),
  })
  releaseLockStep(transform({ input }, ({ input }) => ({ key: quotaLock(input.accountId) })))
  return new WorkflowResponse(created)
})
