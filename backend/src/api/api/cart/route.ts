import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { accountCartView, accountCartViewOf } from "../../../commerce/cart/account-cart"
import { addPrintToAccountCartWorkflow } from "../../../workflows/cart/add-print-to-account-cart"
import { requireAccount } from "../../utils/account-context"
import type { AddToCartBody } from "../../validators/cart"

/** GET /api/cart: the caller's cart with items, vouchers, shipping, taxes and total. Only reads. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  res.json(await accountCartView(req.scope, { id: account.id, customerId: account.customerId }))
}

/**
 * POST /api/cart {painting, medium, isRotated}: one print of the caller's painting, or of one
 * of the shop's public demo paintings (any shopper may buy those).
 */
export async function POST(req: MedusaRequest<AddToCartBody>, res: MedusaResponse) {
  const account = requireAccount(req)
  const body = req.validatedBody
  const { result } = await addPrintToAccountCartWorkflow(req.scope).run({
    input: {
      account_id: account.id,
      customer_id: account.customerId,
      is_admin: account.isAdmin,
      painting_id: body.painting,
      medium: body.medium,
      is_rotated: body.isRotated,
    },
  })
  const owner = { id: account.id, customerId: account.customerId }
  // The cart as the workflow last read it, when it wrote nothing after.
  res.status(201).json(result.seen ? await accountCartViewOf(req.scope, owner, result.seen) : await accountCartView(req.scope, owner))
}
