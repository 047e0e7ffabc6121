import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { FractionBox } from "@petshop/painting-module"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { paintingInput, type StyleForPainting } from "../../paintings/painting-input"
import { createPaintingWorkflow, quotaLock } from "./create-painting"
import { checkCanPaintStep, type PainterAccount } from "./steps/check-can-paint"

export type StartPaintingWorkflowInput = {
  account: PainterAccount
  photoId?: string
  styleId?: string
  signature?: string | null
  /** The shopper's crop of the photo from the wizard; without it the proposed composition. */
  crop?: FractionBox | null
  /** The client address of the request, for the quotas per address. */
  clientAddress?: string
}

/**
 * A shopper's (or admin's) painting of one of their photos in a style: the rules first, so
 * any caller meets them, then the create-painting workflow (record, owner, task, queue).
 */
export const startPaintingWorkflow = createWorkflow("start-painting", (input: StartPaintingWorkflowInput) => {
  // create-painting's lock is skipped when it runs nested, so it is taken here, and earlier:
  // parallel requests then also meet the one-painting-at-a-time rule one by one.
  acquireLockStep(transform({ input }, ({ input }) => ({ key: quotaLock(input.account.id), timeout: 15, ttl: 30 })))
  const checked = checkCanPaintStep(
    transform({ input }, ({ input }) => ({ account: input.account, photoId: input.photoId, styleId: input.styleId, crop: input.crop }))
  )
  const created = createPaintingWorkflow.runAsStep({
    input: transform({ input, checked }, ({ input, checked }) =>
      paintingInput(input.account, checked.photo, checked.style as unknown as StyleForPainting, {
        signature: input.signature,
        clientAddress: input.clientAddress,
        crop: input.crop,
      })
    ),
  })
  releaseLockStep(transform({ input }, ({ input }) => ({ key: quotaLock(input.account.id) })))
  return new WorkflowResponse(created)
})
