import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteLineItemsWorkflow, updateLineItemInCartWorkflow } from "@medusajs/medusa/core-flows"
import { accountCartView } from "../../../../commerce/cart/account-cart"
import { loadOpenCart } from "../../../../commerce/cart/load-cart"
import { requireAccount, type AccountContext } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import type { UpdateCartItemBody } from "../../../validators/cart"

const NOT_IN_CART = "Painting is not in cart."

/** The caller's open cart and the line asked for; another account's line is simply not there. */
async function ownLine(req: MedusaRequest, account: AccountContext) {
  const cart = await loadOpenCart(req.scope, account.customerId)
  const line = cart?.items.find((i) => i.id === req.params.id)
  if (!cart || !line) throw ApiError.notFound(NOT_IN_CART)
  return { cart, line }
}

/** PATCH /api/cart/{id} {quantity}: the storefront steps it by one; 0 removes the line. */
export async function PATCH(req: MedusaRequest<UpdateCartItemBody>, res: MedusaResponse) {
  const account = requireAccount(req)
  const { cart, line } = await ownLine(req, account)
  const { quantity } = req.validatedBody
  if (quantity === 0) {
    await deleteLineItemsWorkflow(req.scope).run({ input: { cart_id: cart.id, ids: [line.id] } })
  } else if (quantity !== line.quantity) {
    await updateLineItemInCartWorkflow(req.scope).run({ input: { cart_id: cart.id, item_id: line.id, update: { quantity } } })
  }
  res.json(await accountCartView(req.scope, { id: account.id, customerId: account.customerId }))
}

/** DELETE /api/cart/{id}: the line leaves the cart. */
export async function DELETE(req: MedusaRequest, res: MedusaResponse) {
  const account = requireAccount(req)
  const { cart, line } = await ownLine(req, account)
  await deleteLineItemsWorkflow(req.scope).run({ input: { cart_id: cart.id, ids: [line.id] } })
  res.json(await accountCartView(req.scope, { id: account.id, customerId: account.customerId }))
}
