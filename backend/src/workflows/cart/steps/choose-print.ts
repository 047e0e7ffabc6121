import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { findPrintablePainting, type KnownPrintRows } from "../../../commerce/cart/cart-rules"
import { chooseMedium } from "../../../commerce/cart/choose-medium"
import { paintingLineThumbnail } from "../../../commerce/cart/painting-line-thumbnail"
import { DomainError } from "../../../lib/errors"

export type ChoosePrintInput = { customer_id: string; is_admin: boolean; painting_id: string; medium?: string | null }

/**
 * The print a buyer asked for, checked before anything is written: a finished painting they
 * may buy (theirs, any for an admin, a showcase one; another's is "not found"), on a medium
 * of its shape. The cart rules' step (check-painting-lines) checks the line again from what this read.
 */
export const choosePrintStep = createStep("choose-print", async (input: ChoosePrintInput, { container }) => {
  const painting = await findPrintablePainting(container, { customerId: input.customer_id, isAdmin: input.is_admin }, input.painting_id)
  if (!painting) throw DomainError.notFound("Painting not found.")
  if (painting.status !== "complete") throw DomainError.invalid("painting", "Please wait for your painting to finish painting.")
  const medium = await chooseMedium(container, painting, input.medium)
  const { image, ...row } = painting
  return new StepResponse({
    painting_id: painting.id,
    variant_id: medium.variantId,
    thumbnail: paintingLineThumbnail(image),
    // What was read, for the cart rules' step.
    known: { paintings: [row], variants: [{ id: medium.variantId, product: medium.product }] } satisfies KnownPrintRows,
  })
})
