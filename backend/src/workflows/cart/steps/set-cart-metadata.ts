import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

export type SetCartMetadataInput = { cart_id: string; metadata: Record<string, unknown> }

/** Replaces the cart's metadata (the shop keeps its voucher codes and terms there); undone by putting the old one back. */
export const setCartMetadataStep = createStep(
  "set-cart-metadata",
  async (input: SetCartMetadataInput, { container }) => {
    const carts = container.resolve(Modules.CART)
    const before = await carts.retrieveCart(input.cart_id, { select: ["id", "metadata"] })
    await carts.updateCarts(input.cart_id, { metadata: input.metadata })
    return new StepResponse(undefined, { cart_id: input.cart_id, metadata: before.metadata ?? {} })
  },
  async (previous, { container }) => {
    if (previous) await container.resolve(Modules.CART).updateCarts(previous.cart_id, { metadata: previous.metadata })
  }
)
