import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { enqueueTaskStep } from "./steps/enqueue-task"
import { findTaskOwnerRoomStep } from "./steps/find-task-owner-room"
import { removeTaskJobStep } from "./steps/remove-task-job"
import { resetFailedTaskStep } from "./steps/reset-failed-task"
import { resetTaskSubjectStep } from "./steps/reset-task-subject"

export type RetryTaskWorkflowInput = { taskId: string }

/**
 * A failed task back on its queue from the start: the task record reset to queue, its photo
 * or painting back to waiting, the old failed job removed and a fresh one queued with full
 * attempts. The job's data comes from the records (the old job may be gone after a week).
 * Live events go to the owner's account, not to the admin who retried. Any failure puts
 * the task and its subject back as they were.
 */
export const retryTaskWorkflow = createWorkflow("retry-task", (input: RetryTaskWorkflowInput) => {
  const task = resetFailedTaskStep(transform({ input }, ({ input }) => ({ id: input.taskId })))
  const subject = transform({ task }, ({ task }) => ({ id: task.id, type: task.type, subject_id: task.subject_id }))
  const room = findTaskOwnerRoomStep(subject)
  const reset = resetTaskSubjectStep(subject)
  removeTaskJobStep(subject)
  enqueueTaskStep(
    transform({ subject, room, reset }, ({ subject, room, reset }) => ({
      task: subject,
      room,
      variant: reset.variant,
      print: reset.print,
      postProcess: reset.postProcess,
    }))
  )
  return new WorkflowResponse({ task })
})
