import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { requestHqPaintingWorkflow } from "./request-hq-painting"
import type { Actor } from "./steps/check-painting-owner"
import { checkHqRequestStep } from "./steps/check-hq-request"

export type PaintHqPaintingInput = { paintingId: string; accountId: string; actor: Actor }

/**
 * paint_hq with its rules: buyers and staff only (403), a finished painting (400); once the
 * HQ image is made or asked for, a repeat changes nothing (`taskId` null).
 */
export const paintHqPaintingWorkflow = createWorkflow("paint-hq-painting", (input: PaintHqPaintingInput) => {
  const checked = checkHqRequestStep(transform({ input }, ({ input }) => ({ paintingId: input.paintingId, actor: input.actor })))
  const requested = when("request-hq-image", { checked }, ({ checked }) => !checked.alreadyAsked).then(() =>
    requestHqPaintingWorkflow.runAsStep({
      input: transform({ input, checked }, ({ input, checked }) => ({ paintingId: checked.id, accountId: input.accountId })),
    })
  )
  return new WorkflowResponse(transform({ requested }, ({ requested }) => ({ taskId: requested?.task?.id ?? null })))
})
