import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { accountRoom } from "@petshop/painting-module/realtime"
import { createTaskRecordStep } from "../task/steps/create-task-record"
import { enqueueTaskStep } from "../task/steps/enqueue-task"
import { queueProductionStep } from "./steps/queue-production"
import { setHqRequestedStep } from "./steps/set-hq-requested"

export type RequestHqPaintingInput = { paintingId: string; accountId: string }

/**
 * paint_hq: flag the painting and queue a paint task that renders it at 2x without a
 * watermark, and its print file (once per painting, after the HQ image: lower priority).
 */
export const requestHqPaintingWorkflow = createWorkflow("request-hq-painting", (input: RequestHqPaintingInput) => {
  setHqRequestedStep(transform({ input }, ({ input }) => ({ id: input.paintingId, requested: true })))
  const task = createTaskRecordStep(transform({ input }, ({ input }) => ({ type: "paint" as const, subject_id: input.paintingId })))
  enqueueTaskStep(transform({ input, task }, ({ input, task }) => ({ task, room: accountRoom(input.accountId), variant: "hq" as const })))
  const production = queueProductionStep(
    transform({ input }, ({ input }) => ({ paintingId: input.paintingId, room: accountRoom(input.accountId) }))
  )
  return new WorkflowResponse({ task, production })
})
