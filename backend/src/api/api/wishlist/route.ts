import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { addToWishlistWorkflow } from "../../../workflows/wishlists/add-to-wishlist"
import { removeFromWishlistWorkflow } from "../../../workflows/wishlists/remove-from-wishlist"
import { requireAccount, type AccountContext } from "../../utils/account-context"
import { wishlistPaintingIds } from "../../../accounts/account-work"
import { findVisiblePainting } from "../../../paintings/visible-paintings"
import { presentVisiblePaintings } from "../../utils/present-visible-paintings"
import type { WishlistBody } from "../../validators/wishlist"

async function wishlistOf(req: MedusaRequest, account: AccountContext) {
  return { paintings: await presentVisiblePaintings(req.scope, account, await wishlistPaintingIds(req.scope, account.customerId)) }
}

/**
 * GET /api/wishlist: the caller's wishlist, most recently added first, as {paintings}.
 * A visitor's (temporary account's) wishlist carries over when they log in.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  res.json(await wishlistOf(req, account))
}

/** POST /api/wishlist {uuid}: adds a public painting or one's own (again: no change); answers the wishlist. */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const { uuid } = (req as MedusaRequest & { validatedBody: WishlistBody }).validatedBody
  const painting = await findVisiblePainting(req.scope, account, uuid)
  await addToWishlistWorkflow(req.scope).run({ input: { customer_id: account.customerId, painting_id: painting.id } })
  res.json(await wishlistOf(req, account))
}

/** DELETE /api/wishlist {uuid} (or ?uuid=): takes the painting off (not on it: no change); answers the wishlist. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const { uuid } = (req as MedusaRequest & { validatedBody: WishlistBody }).validatedBody
  await removeFromWishlistWorkflow(req.scope).run({ input: { customer_id: account.customerId, painting_id: uuid } })
  res.json(await wishlistOf(req, account))
}
