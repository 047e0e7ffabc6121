import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DomainError } from "../../../lib/errors"
import type { Actor } from "../../painting/steps/check-painting-owner"

/** The photo exists and is the actor's (any for an admin); someone else's is "not found". */
export const checkPhotoOwnerStep = createStep(
  "check-photo-owner",
  async ({ photoId, actor }: { photoId: string; actor: Actor }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "photo", fields: ["id", "customer.id"], filters: { id: photoId } })
    const photo = data[0] as { id: string; customer?: { id: string } | null } | undefined
    if (!photo || (!actor.isAdmin && photo.customer?.id !== actor.customerId)) throw DomainError.notFound("Photo not found.")
    return new StepResponse({ id: photo.id })
  }
)
