import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WISHLISTS_MODULE, type WishlistsModuleService } from "../../../modules/wishlists"

export type WishlistItemInput = { customer_id: string; painting_id: string }

/**
 * Puts a painting on a customer's wishlist unless it is there already (adding twice is a
 * no-op, also when two requests race: the (customer, painting) pair is unique). Only an
 * item this step made is removed again on compensation.
 */
export const createWishlistItemStep = createStep(
  "create-wishlist-item",
  async (input: WishlistItemInput, { container }) => {
    const wishlists = container.resolve<WishlistsModuleService>(WISHLISTS_MODULE)
    const find = async () => (await wishlists.listWishlistItems(input, { take: 1 }))[0]
    const existing = await find()
    if (existing) return new StepResponse(existing, null)
    try {
      const item = await wishlists.createWishlistItems(input)
      return new StepResponse(item, item.id)
    } catch (err) {
      const raced = await find()
      if (raced) return new StepResponse(raced, null)
      throw err
    }
  },
  async (createdId, { container }) => {
    if (createdId) await container.resolve<WishlistsModuleService>(WISHLISTS_MODULE).deleteWishlistItems(createdId)
  }
)
