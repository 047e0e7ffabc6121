import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { planProductCreate, planShopProductUpdate } from "../../../commerce/products/save-product"
import type { CreateProductBody, UpdateProductBody } from "../../../commerce/products/product-input"

/** The product to create, with its variants and prices; refused (400) when its handle is taken (reads only). */
export const planProductCreateStep = createStep("plan-product-create", async (body: CreateProductBody, { container }) => {
  return new StepResponse(await planProductCreate(container, body))
})

export type PlanProductUpdateInput = { id: string; body: UpdateProductBody }

/**
 * What an edit changes: 404 for an unknown product, 400 for a frame or signature it does
 * not have (reads only).
 */
export const planProductUpdateStep = createStep("plan-product-update", async (input: PlanProductUpdateInput, { container }) => {
  return new StepResponse(await planShopProductUpdate(container, input.id, input.body))
})
