import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { CartWorkflowEvents } from "@medusajs/framework/utils"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { settleCartLines } from "./settle-cart-lines"
import { addPaintingLineStep } from "./steps/add-painting-line"
import { checkPaintingLinesStep } from "./steps/check-painting-lines"
import { createAccountCartStep } from "./steps/create-account-cart"
import { choosePrintStep } from "./steps/choose-print"
import { findAccountCartStep } from "./steps/find-account-cart"
import { linkPaintingLinesStep } from "./steps/link-painting-lines"

export type AddPrintToAccountCartInput = {
  account_id: string
  customer_id: string
  is_admin: boolean
  painting_id: string
  medium?: string | null
  is_rotated: boolean
}

/**
 * POST /api/cart: one print of a painting the buyer may buy (the spec's "medium" is a product
 * variant), into the account's open cart (made when it has none), then the cart brought in
 * line as far as a new line needs (settle-cart-lines). The line is written by the shop's own
 * steps rather than Medusa's addToCartWorkflow, whose refresh re-reads and re-prices the whole
 * cart: the cart rules that workflow's validate hook applies are checked first, then the line
 * is priced once in the cart's currency, written with its tax lines (an identical line, same
 * painting, variant and orientation, gets one more) and linked to its painting. A failure at
 * any point undoes what was done before it.
 */
export const addPrintToAccountCartWorkflow = createWorkflow("add-print-to-account-cart", (input: AddPrintToAccountCartInput) => {
  const print = choosePrintStep(
    transform({ input }, ({ input }) => ({
      customer_id: input.customer_id,
      is_admin: input.is_admin,
      painting_id: input.painting_id,
      medium: input.medium,
    }))
  )
  checkPaintingLinesStep(
    transform({ input, print }, ({ input, print }) => ({
      customer_id: input.customer_id,
      lines: [{ variant_id: print.variant_id, metadata: { painting_id: print.painting_id, is_rotated: input.is_rotated } }],
      known: print.known,
    }))
  )

  const found = findAccountCartStep(transform({ input }, ({ input }) => ({ account_id: input.account_id, customer_id: input.customer_id })))
  const made = when("make-account-cart", { found }, ({ found }) => !found.cart).then(() => {
    const cart = createAccountCartStep(transform({ found }, ({ found }) => found.create!))
    emitEventStep({ eventName: CartWorkflowEvents.CREATED, data: transform({ cart }, ({ cart }) => ({ id: cart.id })) })
    return cart
  })
  const cartId = transform({ found, made }, ({ found, made }) => found.cart?.id ?? made!.id)

  const added = addPaintingLineStep(
    transform({ input, print, found, cartId }, ({ input, print, found, cartId }) => ({
      cart_id: cartId,
      cart: found.cart,
      variant_id: print.variant_id,
      painting_id: print.painting_id,
      is_rotated: input.is_rotated,
      thumbnail: print.thumbnail,
    }))
  )
  linkPaintingLinesStep(
    transform({ print, added, cartId }, ({ print, added, cartId }) => ({
      cart_id: cartId,
      painting_id: print.painting_id,
      line_id: added.created ? added.line_id : null,
    }))
  )
  const settled = settleCartLines(
    transform({ input, added, cartId }, ({ input, added, cartId }) => ({
      account_id: input.account_id,
      customer_id: input.customer_id,
      cart_id: cartId,
      cart: added.cart,
    }))
  )
  return new WorkflowResponse(transform({ cartId, settled }, ({ cartId, settled }) => ({ cart_id: cartId, seen: settled.seen })))
})
