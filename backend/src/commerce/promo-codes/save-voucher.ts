/** Admin changes to gift vouchers, checked before Medusa's promotion workflows run. */
import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { DomainError } from "../../lib/errors"
import { createPromoCodeWorkflow } from "../../workflows/promo-code/create-promo-code"
import { updatePromoCodeWorkflow } from "../../workflows/promo-code/update-promo-code"
import { findShopProduct } from "../products/list-products"
import { findVoucherByCode, findVoucherById, type Voucher } from "./find-voucher"
import { normaliseCode, targetRulesFor, voucherMetadata, type VoucherInput } from "./voucher-rules"

async function checkTerms(container: MedusaContainer, terms: VoucherInput, exceptId?: string) {
  const clash = await findVoucherByCode(container, terms.code)
  if (clash && clash.id !== exceptId) throw DomainError.invalid("code", "This gift voucher code is already in use.")
  if (terms.product && !(await findShopProduct(container, terms.product, { includeDrafts: true }))) {
    throw DomainError.invalid("product", "Product not found.")
  }
}

export async function createVoucher(container: MedusaContainer, input: VoucherInput): Promise<Voucher> {
  const terms = { ...input, code: normaliseCode(input.code) }
  await checkTerms(container, terms)
  const { result } = await createPromoCodeWorkflow(container).run({
    input: {
      code: terms.code,
      discount: terms.discount,
      metadata: voucherMetadata(terms),
      target_rules: await targetRulesFor(container, terms),
    },
  })
  return (await findVoucherById(container, result.id))!
}

export async function updateVoucher(container: MedusaContainer, id: string, changes: Partial<VoucherInput>): Promise<Voucher> {
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
  await updatePromoCodeWorkflow(container).run({
    input: {
      id,
      code: terms.code,
      discount: terms.discount,
      metadata: voucherMetadata(terms),
      application_method_id: promotion.application_method!.id,
      old_target_rule_ids: (promotion.application_method?.target_rules ?? []).map((r) => r.id),
      target_rules: await targetRulesFor(container, terms),
    },
  })
  return (await findVoucherById(container, id))!
}
