import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { paintingInput, type StyleForPainting } from "../../paintings/painting-input"
import { createPaintingWorkflow } from "./create-painting"
import { checkCanPaintStep, type PainterAccount } from "./steps/check-can-paint"

export type StartPaintingWorkflowInput = {
  account: PainterAccount
  photoId?: string
  styleId?: string
  signature?: string | null
  /** The client address of the request, for the quotas per address. */
  clientAddress?: string
}

/**
 * A shopper's (or admin's) painting of one of their photos in a style: the rules first, so
 * any caller meets them, then the create-painting workflow (record, owner, task, queue).
 */
export const startPaintingWorkflow = createWorkflow("start-painting", (input: StartPaintingWorkflowInput) => {
  const checked = checkCanPaintStep(
    transform({ input }, ({ input }) => ({ account: input.account, photoId: input.photoId, styleId: input.styleId }))
  )
  const created = createPaintingWorkflow.runAsStep({
    input: transform({ input, checked }, ({ input, checked }) =>
      paintingInput(input.account, checked.photo, checked.style as unknown as StyleForPainting, {
        signature: input.signature,
        clientAddress: input.clientAddress,
      })
    ),
  })
  return new WorkflowResponse(created)
})
