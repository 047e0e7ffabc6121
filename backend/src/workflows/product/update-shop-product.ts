import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateProductsWorkflow, updateProductVariantsWorkflow } from "@medusajs/medusa/core-flows"
import { CATALOGUE_TAGS } from "../../cache/cache-tags"
import { clearCachedReadsStep } from "../cache/steps/clear-cached-reads"
import { planProductUpdateStep, type PlanProductUpdateInput } from "./steps/plan-shop-product"

/**
 * PATCH /api/product/{id}: an admin's product edit, checked first (the product exists, the
 * frames and signature it re-prices are ones it has), then the product's fields and its
 * re-priced variants through Medusa's own workflows. If re-pricing fails, the product's edit
 * is compensated, so a product is never left half-changed. An edit that changes nothing
 * writes nothing.
 */
export const updateShopProductWorkflow = createWorkflow("update-shop-product", (input: PlanProductUpdateInput) => {
  const plan = planProductUpdateStep(input)
  when("update-product-fields", { plan }, ({ plan }) => Boolean(plan.update)).then(() => {
    const productInput = transform({ plan }, ({ plan }) => ({ selector: { id: plan.id }, update: plan.update! }))
    updateProductsWorkflow.runAsStep({ input: productInput })
  })
  when("reprice-variants", { plan }, ({ plan }) => plan.variants.length > 0).then(() => {
    const variantInput = transform({ plan }, ({ plan }) => ({ product_variants: plan.variants }))
    updateProductVariantsWorkflow.runAsStep({ input: variantInput })
  })
  when("product-changed", { plan }, ({ plan }) => Boolean(plan.update) || plan.variants.length > 0).then(() => {
    clearCachedReadsStep({ tags: CATALOGUE_TAGS })
  })
  return new WorkflowResponse({ id: transform({ plan }, ({ plan }) => plan.id) })
})
