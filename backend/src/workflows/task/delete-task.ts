import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { cancelTaskSubjectStep } from "./steps/cancel-task-subject"
import { checkTaskDeletableStep } from "./steps/check-task-deletable"
import { deleteTaskRecordStep } from "./steps/delete-task-record"
import { removeTaskJobStep } from "./steps/remove-task-job"

export type DeleteTaskWorkflowInput = { taskId: string }

/**
 * Removes a queued or failed task (400 on `status` for a running one) and its job. The
 * subject of a queued task fails as cancelled. The job goes last: it cannot be put back, the
 * records can, so a failure before it leaves everything as it was.
 */
export const deleteTaskWorkflow = createWorkflow("delete-task", (input: DeleteTaskWorkflowInput) => {
  const task = checkTaskDeletableStep({ id: input.taskId })
  cancelTaskSubjectStep(task)
  deleteTaskRecordStep(task.id)
  removeTaskJobStep(task)
  return new WorkflowResponse({ id: task.id })
})
