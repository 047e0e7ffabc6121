import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { accountRoom } from "@petshop/painting-module/realtime"
import { paintingInput } from "../../paintings/painting-input"
import { createQueuedPaintingsStep } from "./steps/create-queued-paintings"
import { enqueuePaintTasksStep } from "./steps/enqueue-paint-tasks"
import { sortBulkPaintingsStep } from "./steps/sort-bulk-paintings"

export type BulkCreatePaintingsWorkflowInput = {
  /** The staff member asking: the paintings are theirs. */
  account: { id: string; customerId: string; isAdmin: boolean }
  photosIds: string[]
  stylesIds: string[]
  clientAddress?: string
}

/**
 * Staff paint many photos in many styles at once: one painting per accepted photo × style
 * pair, the refused pairs answered with their reason. The rules are the first step, so any
 * caller meets them; the paintings are made together and undone together, then queued.
 * Staff are exempt from the painting quotas, so none is taken.
 */
export const bulkCreatePaintingsWorkflow = createWorkflow("bulk-create-paintings", (input: BulkCreatePaintingsWorkflowInput) => {
  const sorted = sortBulkPaintingsStep(
    transform({ input }, ({ input }) => ({ isAdmin: input.account.isAdmin, photosIds: input.photosIds, stylesIds: input.stylesIds }))
  )
  const created = createQueuedPaintingsStep(
    transform({ input, sorted }, ({ input, sorted }) => ({
      customerId: input.account.customerId,
      paintings: sorted.accepted.map(
        ({ photo, style }) => paintingInput(input.account, photo, style, { clientAddress: input.clientAddress }).painting
      ),
    }))
  )
  enqueuePaintTasksStep(
    transform({ input, created }, ({ input, created }) => ({ tasks: created.tasks, room: accountRoom(input.account.id) }))
  )
  return new WorkflowResponse(
    transform({ created, sorted }, ({ created, sorted }) => ({ paintings: created.paintings, refused: sorted.refused }))
  )
})
