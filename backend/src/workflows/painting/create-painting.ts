import { Modules } from "@medusajs/framework/utils"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, createRemoteLinkStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { PAINTING_MODULE } from "@petshop/painting-module"
import { accountRoom } from "@petshop/painting-module/realtime"
import { createTaskRecordStep } from "../task/steps/create-task-record"
import { enqueueTaskStep } from "../task/steps/enqueue-task"
import { checkPaintingQuotaStep } from "./steps/check-painting-quota"
import { createPaintingRecordStep, type CreatePaintingRecordInput } from "./steps/create-painting-record"
import { setPaintingStatusStep } from "./steps/set-painting-status"

export type CreatePaintingWorkflowInput = {
  accountId: string
  customerId: string
  painting: CreatePaintingRecordInput
  /** The client address of the request (api/utils/client-address.ts), for the quotas per address. */
  clientAddress?: string
}

export const quotaLock = (accountId: string) => `create-painting:${accountId}`

/**
 * A painting of a photo in a style: the record (idle), its owner, a `paint` task, then
 * status queue and the job on the paint queue. Any failure undoes the earlier steps.
 */
export const createPaintingWorkflow = createWorkflow("create-painting", (input: CreatePaintingWorkflowInput) => {
  // The quota counts the account's unfinished paintings: one request at a time per account
  // from the count until the new painting is linked, so parallel requests cannot all pass it.
  acquireLockStep(transform({ input }, ({ input }) => ({ key: quotaLock(input.accountId), timeout: 15, ttl: 30 })))
  // Before the record, so a refused painting leaves no record and queues nothing.
  checkPaintingQuotaStep(transform({ input }, ({ input }) => ({ accountId: input.accountId, clientAddress: input.clientAddress })))
  const painting = createPaintingRecordStep(transform({ input }, ({ input }) => input.painting))
  createRemoteLinkStep(
    transform({ input, painting }, ({ input, painting }) => [
      { [PAINTING_MODULE]: { painting_id: painting.id }, [Modules.CUSTOMER]: { customer_id: input.customerId } },
    ])
  )
  releaseLockStep(transform({ input }, ({ input }) => ({ key: quotaLock(input.accountId) })))
  const task = createTaskRecordStep(transform({ painting }, ({ painting }) => ({ type: "paint" as const, subject_id: painting.id })))
  const queued = setPaintingStatusStep(transform({ painting }, ({ painting }) => ({ id: painting.id, status: "queue" as const })))
  enqueueTaskStep(transform({ input, task }, ({ input, task }) => ({ task, room: accountRoom(input.accountId) })))
  return new WorkflowResponse({ painting: queued, task })
})
