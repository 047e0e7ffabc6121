import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { WISHLISTS_MODULE, type WishlistsModuleService } from "../../../modules/wishlists"

type WishlistMove = { from: string; to: string; moved: string[]; dropped: { painting_id: string }[] }

/**
 * The visitor's wishlist joins the account's: its paintings move over, and those already on
 * the account's wishlist are dropped from the visitor's. Compensation moves them back and
 * restores the dropped ones.
 */
export const moveWishlistStep = createStep(
  "move-wishlist",
  async (input: { fromCustomerId: string; toCustomerId: string }, { container }) => {
    const wishlists = container.resolve<WishlistsModuleService>(WISHLISTS_MODULE)
    const [theirs, ours] = await Promise.all([
      wishlists.listWishlistItems({ customer_id: input.fromCustomerId }, { select: ["id", "painting_id"] }),
      wishlists.listWishlistItems({ customer_id: input.toCustomerId }, { select: ["painting_id"] }),
    ])
    const already = new Set(ours.map((i) => i.painting_id))
    const move: WishlistMove = { from: input.fromCustomerId, to: input.toCustomerId, moved: [], dropped: [] }
    const duplicates = theirs.filter((i) => already.has(i.painting_id))
    const moving = theirs.filter((i) => !already.has(i.painting_id))
    if (duplicates.length) {
      await wishlists.deleteWishlistItems(duplicates.map((i) => i.id))
      move.dropped = duplicates.map((i) => ({ painting_id: i.painting_id }))
    }
    if (moving.length) {
      await wishlists.updateWishlistItems(moving.map((i) => ({ id: i.id, customer_id: input.toCustomerId })))
      move.moved = moving.map((i) => i.id)
    }
    return new StepResponse(move, move)
  },
  async (move, { container }) => {
    if (!move) return
    const wishlists = container.resolve<WishlistsModuleService>(WISHLISTS_MODULE)
    if (move.moved.length) await wishlists.updateWishlistItems(move.moved.map((id) => ({ id, customer_id: move.from })))
    if (move.dropped.length) {
      await wishlists.createWishlistItems(move.dropped.map((d) => ({ customer_id: move.from, painting_id: d.painting_id })))
    }
  }
)
