import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { addPaintingToCartWorkflow } from "./add-painting-to-cart"
import { openAccountCartWorkflow } from "./open-account-cart"
import { choosePrintStep } from "./steps/choose-print"
import { syncAccountCartWorkflow } from "./sync-account-cart"

export type AddPrintToAccountCartInput = {
  account_id: string
  customer_id: string
  is_admin: boolean
  painting_id: string
  medium?: string | null
  is_rotated: boolean
}

/**
 * POST /api/cart: one print of a painting the buyer may buy, into the account's open cart
 * (made when it has none), then the cart brought in line (shipping, vouchers, taxes). A
 * failure at any point undoes what was done before it.
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
  const owner = transform({ input }, ({ input }) => ({ account_id: input.account_id, customer_id: input.customer_id }))
  const cart = openAccountCartWorkflow.runAsStep({ input: owner })
  addPaintingToCartWorkflow.runAsStep({
    input: transform({ input, print, cart }, ({ input, print, cart }) => ({
      cart_id: cart.cart_id,
      variant_id: print.variant_id,
      painting_id: print.painting_id,
      is_rotated: input.is_rotated,
      thumbnail: print.thumbnail,
    })),
  })
  syncAccountCartWorkflow.runAsStep({ input: owner })
  return new WorkflowResponse(cart)
})
