import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DomainError } from "../../../lib/errors"

/** Who asks for a change: the customer behind the account, and whether they are staff. */
export type Actor = { customerId: string; isAdmin: boolean }

/**
 * The painting exists and is the actor's (any painting for an admin). Someone else's is
 * "not found" like a missing one, so ids of other people's work leak nothing.
 */
export const checkPaintingOwnerStep = createStep(
  "check-painting-owner",
  async ({ paintingId, actor }: { paintingId: string; actor: Actor }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "painting", fields: ["id", "customer.id"], filters: { id: paintingId } })
    const painting = data[0] as { id: string; customer?: { id: string } | null } | undefined
    if (!painting || (!actor.isAdmin && painting.customer?.id !== actor.customerId)) {
      throw DomainError.notFound("Painting not found.")
    }
    return new StepResponse({ id: painting.id })
  }
)
