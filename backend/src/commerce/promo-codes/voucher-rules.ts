/**
 * A gift voucher's terms as a Medusa promotion: a percentage off the items it targets. Its
 * product and framing become target rules (so the Medusa admin shows what it discounts); the
 * minimum quantity, which Medusa's standard promotions cannot express, is kept in metadata
 * and enforced when the cart is synced.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { listShopProducts } from "../products/list-products"
import { frameOf } from "../products/product-records"
import type { VoucherMetadata } from "./find-voucher"

export type VoucherInput = {
  code: string
  discount: number
  product?: string | null
  productHasFrame?: boolean | null
  minProductQuantity?: number
}

export type TargetRule = { attribute: string; operator: "in" | "eq"; values: string[] }

export async function targetRulesFor(container: MedusaContainer, terms: VoucherInput): Promise<TargetRule[]> {
  if (terms.productHasFrame === null || terms.productHasFrame === undefined) {
    return terms.product ? [{ attribute: "items.product.id", operator: "eq", values: [terms.product] }] : []
  }
  // Framing is a variant choice: the rule names the framed (or unframed) variants.
  const products = (await listShopProducts(container, { includeDrafts: true })).filter((p) => !terms.product || p.id === terms.product)
  const variants = products
    .flatMap((p) => p.variants ?? [])
    .filter((v) => v && (frameOf(v) !== "none") === terms.productHasFrame)
    .map((v) => v!.id)
  return [{ attribute: "items.variant.id", operator: "in", values: variants.length ? variants : ["none"] }]
}

export function voucherMetadata(terms: VoucherInput): VoucherMetadata {
  return {
    product: terms.product ?? null,
    productHasFrame: terms.productHasFrame ?? null,
    minProductQuantity: Math.max(1, terms.minProductQuantity ?? 1),
  }
}

export const normaliseCode = (code: string) => code.trim().toUpperCase()
