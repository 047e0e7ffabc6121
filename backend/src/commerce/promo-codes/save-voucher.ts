/** Admin changes to gift vouchers, checked and planned before Medusa's promotion workflows run (workflows/promo-code). */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { DomainError } from "../../lib/errors"
import { findShopProduct } from "../products/list-products"
import { findVoucherByCode, findVoucherById, type VoucherMetadata } from "./find-voucher"
import { normaliseCode, targetRulesFor, voucherMetadata, type TargetRule, type VoucherInput } from "./voucher-rules"

async function checkTerms(container: MedusaContainer, terms: VoucherInput, exceptId?: string) {
  const clash = await findVoucherByCode(container, terms.code)
  if (clash && clash.id !== exceptId) throw DomainError.invalid("code", "This gift voucher code is already in use.")
  if (terms.product && !(await findShopProduct(container, terms.product, { includeDrafts: true }))) {
    throw DomainError.invalid("product", "Product not found.")
  }
}

export type VoucherPlan = {
  code: string
  discount: number
  metadata: VoucherMetadata
  target_rules: TargetRule[]
}

/** A new voucher's promotion, once its terms pass the checks (workflows/promo-code/create-promo-code.ts makes it). */
export async function planNewVoucher(container: MedusaContainer, input: VoucherInput): Promise<VoucherPlan> {
  const terms = { ...input, code: normaliseCode(input.code) }
  await checkTerms(container, terms)
  return {
    code: terms.code,
    discount: terms.discount,
    metadata: voucherMetadata(terms),
    target_rules: await targetRulesFor(container, terms),
  }
}

export type VoucherUpdatePlan = VoucherPlan & { id: string; application_method_id: string; old_target_rule_ids: string[] }

/** A voucher's changed terms merged with its current ones and checked, with the rules they replace. */
export async function planVoucherUpdate(
  container: MedusaContainer,
  id: string,
  changes: Partial<VoucherInput>
): Promise<VoucherUpdatePlan> {
  const current = await findVoucherById(container, id)
  if (!current) throw DomainError.notFound("Gift voucher not found.")
  const terms: VoucherInput = {
    code: normaliseCode(changes.code ?? current.code),
    discount: changes.discount ?? current.discount,
    product: changes.product !== undefined ? changes.product : current.product,
    productHasFrame: changes.productHasFrame !== undefined ? changes.productHasFrame : current.productHasFrame,
    minProductQuantity: changes.minProductQuantity ?? current.minProductQuantity,
  }
  await checkTerms(container, terms, id)
  const promotion = await container.resolve(Modules.PROMOTION).retrievePromotion(id, {
    relations: ["application_method", "application_method.target_rules"],
  })
  return {
    id,
    code: terms.code,
    discount: terms.discount,
    metadata: voucherMetadata(terms),
    application_method_id: promotion.application_method!.id,
    old_target_rule_ids: (promotion.application_method?.target_rules ?? []).map((r) => r.id),
    target_rules: await targetRulesFor(container, terms),
  }
}
