import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { presentProduct } from "../../../commerce/products/present-product"
import { findShopProduct } from "../../../commerce/products/list-products"
import { createShopProductWorkflow } from "../../../workflows/product/create-shop-product"
import { requireAdmin } from "../../utils/account-context"
import type { CreateProductBody } from "../../validators/products"

/**
 * POST /api/product (admin): {name, type, width, height, price?, frames?: [{color, price}],
 * signedSurcharge?, handle?, description?}, prices in USD. Answers 201 with the product.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  requireAdmin(req)
  const body = (req as MedusaRequest & { validatedBody: CreateProductBody }).validatedBody
  const { result } = await createShopProductWorkflow(req.scope).run({ input: body })
  res.status(201).json(presentProduct((await findShopProduct(req.scope, result.id, { includeDrafts: true }))!))
}
