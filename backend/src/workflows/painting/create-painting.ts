import { Modules } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { PAINTING_MODULE } from "@petshop/painting-module"
import { accountRoom } from "@petshop/painting-module/realtime"
import { createTaskRecordStep } from "../task/steps/create-task-record"
import { enqueueTaskStep } from "../task/steps/enqueue-task"
import { createPaintingRecordStep, type CreatePaintingRecordInput } from "./steps/create-painting-record"
import { setPaintingStatusStep } from "./steps/set-painting-status"

export type CreatePaintingWorkflowInput = { accountId: string; customerId: string; painting: CreatePaintingRecordInput }

/**
 * A painting of a photo in a style: the record (idle), its owner, a `paint` task, then
 * status queue and the job on the paint queue. Any failure undoes the earlier steps.
 */
export const createPaintingWorkflow = createWorkflow("create-painting", (input: CreatePaintingWorkflowInput) => {
  const painting = createPaintingRecordStep(transform({ input }, ({ input }) => input.painting))
  createRemoteLinkStep(
    transform({ input, painting }, ({ input, painting }) => [
      { [PAINTING_MODULE]: { painting_id: painting.id }, [Modules.CUSTOMER]: { customer_id: input.customerId } },
    ])
  )
  const task = createTaskRecordStep(transform({ painting }, ({ painting }) => ({ type: "paint" as const, subject_id: painting.id })))
  const queued = setPaintingStatusStep(transform({ painting }, ({ painting }) => ({ id: painting.id, status: "queue" as const })))
  enqueueTaskStep(transform({ input, task }, ({ input, task }) => ({ task, room: accountRoom(input.accountId) })))
  return new WorkflowResponse({ painting: queued, task })
})
