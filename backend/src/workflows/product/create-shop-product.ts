import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import type { CreateProductBody } from "../../commerce/products/product-input"
import { planProductCreateStep } from "./steps/plan-shop-product"

/**
 * POST /api/product: an admin's product, checked first (its handle is free), then made by
 * Medusa's createProductsWorkflow with its variants (frame x signature) and prices per
 * currency, so it reads in the Medusa admin like a seeded one.
 */
export const createShopProductWorkflow = createWorkflow("create-shop-product", (body: CreateProductBody) => {
  const products = createProductsWorkflow.runAsStep({ input: planProductCreateStep(body) })
  return new WorkflowResponse({ id: transform({ products }, ({ products }) => products[0].id) })
})
