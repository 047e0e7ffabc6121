import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateProductsWorkflow, updateProductVariantsWorkflow } from "@medusajs/medusa/core-flows"
import { CATALOGUE_TAGS } from "../../cache/cache-tags"
import { clearCachedReadsStep } from "../cache/steps/clear-cached-reads"

export type UpdateShopProductInput = {
  id: string
  update: {
    title?: string
    description?: string | null
    status?: "published" | "draft"
    width?: number
    height?: number
    metadata?: Record<string, unknown>
  } | null
  variants: { id: string; prices: { currency_code: string; amount: number }[] }[]
}

/**
 * An admin's product edit: the product's fields, then its re-priced variants, through
 * Medusa's own workflows. If re-pricing fails, the product's edit is compensated, so a
 * product is never left half-changed.
 */
export const updateShopProductWorkflow = createWorkflow("update-shop-product", (input: UpdateShopProductInput) => {
  when("update-product-fields", input, (i) => Boolean(i.update)).then(() => {
    const productInput = transform({ input }, ({ input }) => ({ selector: { id: input.id }, update: input.update! }))
    updateProductsWorkflow.runAsStep({ input: productInput })
  })
  when("reprice-variants", input, (i) => i.variants.length > 0).then(() => {
    const variantInput = transform({ input }, ({ input }) => ({ product_variants: input.variants }))
    updateProductVariantsWorkflow.runAsStep({ input: variantInput })
  })
  clearCachedReadsStep({ tags: CATALOGUE_TAGS })
  return new WorkflowResponse({ id: input.id })
})
