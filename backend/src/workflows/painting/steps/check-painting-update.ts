import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { DomainError } from "../../../lib/errors"
import type { Actor } from "./check-painting-owner"

/** Publishing, featuring and tagging are the shop's choices: only staff make them. */
export const checkPaintingUpdateStep = createStep(
  "check-painting-update",
  async ({ actor, adminFields }: { actor: Actor; adminFields: boolean }) => {
    if (adminFields && !actor.isAdmin) throw DomainError.unauthenticated()
    return new StepResponse(undefined)
  }
)
