import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import { DomainError } from "../../../lib/errors"
import { cleanFilesFor } from "../../../paintings/clean-files"
import type { Actor } from "./check-painting-owner"

/**
 * Who may have a painting's 2x clean image made: staff, and buyers of an order with it (its
 * owner before buying may not: 403, the HQ image is the clean painting). It must be finished.
 * Says whether one is made or asked for already, so a repeat asks for nothing.
 */
export const checkHqRequestStep = createStep(
  "check-hq-request",
  async ({ paintingId, actor }: { paintingId: string; actor: Actor }, { container }) => {
    const [painting] = await container
      .resolve<PaintingModuleService>(PAINTING_MODULE)
      .listPaintings({ id: paintingId }, { take: 1, select: ["id", "status", "hq_requested", "no_watermark_hq"] })
    if (!painting) throw DomainError.notFound("Painting not found.")
    const clean = await cleanFilesFor(container, actor, [painting])
    if (!clean(painting)) throw DomainError.forbidden("The HQ image comes with an order of this painting.")
    if (painting.status !== "complete") {
      throw DomainError.invalid("status", "The painting must be finished before an HQ image can be made.")
    }
    return new StepResponse({ id: painting.id, alreadyAsked: Boolean(painting.no_watermark_hq || painting.hq_requested) })
  }
)
