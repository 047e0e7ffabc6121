import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { accountRoom } from "@petshop/painting-module/realtime"

/**
 * The socket.io room of the account owning the task's photo or painting, so the owner sees
 * a retried task live like the first run. None when the owner cannot be found (then only
 * the records change, and the storefront catches up on its next fetch).
 */
export const findTaskOwnerRoomStep = createStep(
  "find-task-owner-room",
  async (task: { type: "photo" | "paint"; subject_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: task.type === "paint" ? "painting" : "photo",
      fields: ["id", "customer.account.id"],
      filters: { id: task.subject_id },
    })
    const accountId = (data[0] as { customer?: { account?: { id: string } | null } | null } | undefined)?.customer?.account?.id
    return new StepResponse(accountId ? accountRoom(accountId) : undefined)
  }
)
