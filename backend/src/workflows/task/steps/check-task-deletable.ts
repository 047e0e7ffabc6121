import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { DomainError } from "../../../lib/errors"

export type DeletableTask = { id: string; type: "photo" | "paint"; status: "queue" | "failed"; subject_id: string }

/** Only a queued or failed task may go: a running one is its worker's until it ends. */
export const checkTaskDeletableStep = createStep("check-task-deletable", async ({ id }: { id: string }, { container }) => {
  const [task] = await container.resolve<PaintingModuleService>(PAINTING_MODULE).listTasks({ id }, { take: 1 })
  if (!task) throw DomainError.notFound("Task not found.")
  if (task.status !== "queue" && task.status !== "failed") {
    const message = task.status === "in-progress" ? "A running task cannot be deleted." : "Only queued or failed tasks can be deleted."
    throw DomainError.invalid("status", message)
  }
  return new StepResponse({ id: task.id, type: task.type, status: task.status, subject_id: task.subject_id } as DeletableTask)
})
