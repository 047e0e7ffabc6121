import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { accountCartView, ensureAccountCart } from "../../../commerce/cart/account-cart"
import { findPrintablePainting } from "../../../commerce/cart/cart-rules"
import { chooseMedium } from "../../../commerce/cart/choose-medium"
import { paintingLineThumbnail } from "../../../commerce/cart/painting-line-thumbnail"
import { addPaintingToCartWorkflow } from "../../../workflows/cart/add-painting-to-cart"
import { requireAccount } from "../../utils/account-context"
import { ApiError } from "../../utils/api-error"
import type { AddToCartBody } from "../../validators/cart"

/** GET /api/cart: the caller's cart with items, vouchers, shipping, taxes and total. */
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
  const painting = await findPrintablePainting(req.scope, account, body.painting)
  if (!painting) throw ApiError.notFound("Painting not found.")
  if (painting.status !== "complete") throw ApiError.badRequest("painting", "Please wait for your painting to finish painting.")
  const variantId = await chooseMedium(req.scope, painting, body.medium)
  const owner = { id: account.id, customerId: account.customerId }
  const cartId = await ensureAccountCart(req.scope, owner)
  await addPaintingToCartWorkflow(req.scope).run({
    input: {
      cart_id: cartId,
      variant_id: variantId,
      painting_id: painting.id,
      is_rotated: body.isRotated,
      thumbnail: paintingLineThumbnail(painting.image),
    },
  })
  res.status(201).json(await accountCartView(req.scope, owner))
}
