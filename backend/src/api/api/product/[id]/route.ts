import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CATALOGUE_TAGS } from "../../../../cache/cache-tags"
import { findShopProduct } from "../../../../commerce/products/list-products"
import { presentProduct } from "../../../../commerce/products/present-product"
import { updateShopProductWorkflow } from "../../../../workflows/product/update-shop-product"
import { currentAccount, requireAdmin } from "../../../utils/account-context"
import { ApiError } from "../../../utils/api-error"
import { sendCachedRead, sendPrivateRead } from "../../../utils/public-answer"
import { parseQuery } from "../../../utils/validate"
import { productCurrencyQuery, requestedCurrency, type UpdateProductBody } from "../../../validators/products"

const PRODUCT_NOT_FOUND = "Product not found."

/** GET /api/product/{id or handle}?currency|country; drafts for admins only, so an admin's answer is never cached. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const q = parseQuery(productCurrencyQuery, req.query)
  const currency = requestedCurrency(q)
  const admin = Boolean(currentAccount(req)?.isAdmin)
  const read = async () => {
    const product = await findShopProduct(req.scope, req.params.id, { includeDrafts: admin })
    if (!product) throw ApiError.notFound(PRODUCT_NOT_FOUND)
    return presentProduct(product, currency)
  }
  if (admin) return sendPrivateRead(res, await read())
  await sendCachedRead(req, res, { key: `api:product:${req.params.id}:${currency}`, tags: CATALOGUE_TAGS, query: q }, read)
}

/**
 * PATCH /api/product/{id} (admin): name, width, height, description, status, and prices in
 * USD: price (unframed), frames [{color, price}] of frames it has, signedSurcharge.
 */
export async function PATCH(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: UpdateProductBody }).validatedBody
  const { result } = await updateShopProductWorkflow(req.scope).run({ input: { id: req.params.id, body } })
  res.json(presentProduct((await findShopProduct(req.scope, result.id, { includeDrafts: true }))!))
}
