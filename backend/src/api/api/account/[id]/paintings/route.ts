import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requireAccount } from "../../../../utils/account-context"
import { accountCustomerFor, accountPaintingIds } from "../../../../../accounts/account-work"
import { parseQuery } from "../../../../utils/validate"
import { presentVisiblePaintings } from "../../../../utils/present-visible-paintings"
import { accountPaintingsQuery } from "../../../../validators/account-work"

/**
 * GET /api/account/{id}/paintings?inWishlist&inCart&inOrders&page&perPage (the account
 * itself or an admin): the paintings it made, newest first; with a filter, the paintings in
 * its wishlist / open cart / orders instead (filters combine).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const caller = requireAccount(req)
  const q = parseQuery(accountPaintingsQuery, req.query)
  const customerId = await accountCustomerFor(req.scope, caller, req.params.id)
  const ids = await accountPaintingIds(req.scope, customerId, q)
  // Seen through the account's eyes: its own paintings with their clean images.
  const paintings = await presentVisiblePaintings(req.scope, { customerId, isAdmin: caller.isAdmin }, ids)
  res.json({
    paintings: paintings.slice((q.page - 1) * q.perPage, q.page * q.perPage),
    count: paintings.length,
    page: q.page,
    perPage: q.perPage,
  })
}
