import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WISHLISTS_MODULE, type WishlistsModuleService } from "../../../modules/wishlists"
import type { WishlistItemInput } from "./create-wishlist-item"

/** Takes a painting off a customer's wishlist (not there: nothing to do); compensation puts it back. */
export const deleteWishlistItemStep = createStep(
  "delete-wishlist-item",
  async (input: WishlistItemInput, { container }) => {
    const wishlists = container.resolve<WishlistsModuleService>(WISHLISTS_MODULE)
    const items = await wishlists.listWishlistItems(input, { select: ["id"] })
    if (!items.length) return new StepResponse({ removed: false }, null)
    await wishlists.deleteWishlistItems(items.map((i) => i.id))
    return new StepResponse({ removed: true }, input)
  },
  async (removed, { container }) => {
    if (removed) await container.resolve<WishlistsModuleService>(WISHLISTS_MODULE).createWishlistItems(removed)
  }
)
