import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { accountCartView, accountCartViewOf } from "../../../../commerce/cart/account-cart"
import { changeCartLineWorkflow } from "../../../../workflows/cart/change-cart-line"
import { requireAccount } from "../../../utils/account-context"
import type { UpdateCartItemBody } from "../../../validators/cart"

/** A line of the caller's cart to a quantity, 0 removing it, and the caller's cart as it is then. */
async function changeLine(req: MedusaRequest, res: MedusaResponse, quantity: number) {
  const account = requireAccount(req)
  const owner = { account_id: account.id, customer_id: account.customerId }
  const { result } = await changeCartLineWorkflow(req.scope).run({ input: { ...owner, line_id: req.params.id, quantity } })
  const viewer = { id: account.id, customerId: account.customerId }
  // The cart as the workflow last read it, when it wrote nothing after.
  res.json(result.seen ? await accountCartViewOf(req.scope, viewer, result.seen) : await accountCartView(req.scope, viewer))
}

/** PATCH /api/cart/{id} {quantity}: the storefront steps it by one; 0 removes the line. */
export async function PATCH(req: MedusaRequest<UpdateCartItemBody>, res: MedusaResponse) {
  await changeLine(req, res, req.validatedBody.quantity)
}

/** DELETE /api/cart/{id}: the line leaves the cart. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  await changeLine(req, res, 0)
}
