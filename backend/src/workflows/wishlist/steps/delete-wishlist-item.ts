import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { PAINTING_MODULE, type PaintingModuleService } from "@petshop/painting-module"
import type { WishlistItemInput } from "./create-wishlist-item"

/** Takes a painting off a customer's wishlist (not there: nothing to do); compensation puts it back. */
export const deleteWishlistItemStep = createStep(
  "delete-wishlist-item",
  async (input: WishlistItemInput, { container }) => {
    const painting = container.resolve<PaintingModuleService>(PAINTING_MODULE)
    const items = await painting.listWishlistItems(input, { select: ["id"] })
    if (!items.length) return new StepResponse({ removed: false }, null)
    await painting.deleteWishlistItems(items.map((i) => i.id))
    return new StepResponse({ removed: true }, input)
  },
  async (removed, { container }) => {
    if (removed) await container.resolve<PaintingModuleService>(PAINTING_MODULE).createWishlistItems(removed)
  }
)
