import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { CartAccount } from "../../../commerce/cart/find-voucher-carts"
import { syncAccountCartWorkflow } from "../../cart/sync-account-cart"

async function resync(container: MedusaContainer, carts: CartAccount[]) {
  // One cart sync each: a list only known at run time cannot be nested step by step.
  for (const cart of carts) await syncAccountCartWorkflow(container).run({ input: cart })
}

/**
 * The carts that carried a changed or deleted voucher follow it as it is now (discount
 * worked out again, or gone), so the next look at them only reads. Undone by syncing them
 * again: a cart's discount is derived from the voucher, whatever it is then.
 */
export const resyncCartsStep = createStep(
  "resync-voucher-carts",
  async (carts: CartAccount[], { container }) => {
    await resync(container, carts)
    return new StepResponse(undefined, carts)
  },
  async (carts, { container }) => {
    if (carts?.length) await resync(container, carts)
  }
)
