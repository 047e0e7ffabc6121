/**
 * The one rule for putting a gift voucher on a cart, whoever asks: /api/promo_code/apply, or
 * any other caller of Medusa's updateCartPromotionsWorkflow (workflows/hooks/check-cart-vouchers.ts).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { DomainError } from "../../lib/errors"
import { lineHasFrame, type CartLine } from "../cart/load-cart"
import { findVoucherByCode, type Voucher } from "./find-voucher"
import { voucherShortfall } from "./voucher-matching"

export const VOUCHER_NOT_FOUND = "Gift voucher not found."

/** The active voucher of a code when these cart lines qualify for it; refused with the reason otherwise. */
export async function checkVoucherForLines(
  container: MedusaContainer,
  code: string,
  lines: Pick<CartLine, "product_id" | "variant" | "quantity">[]
): Promise<Voucher> {
  const voucher = await findVoucherByCode(container, code)
  if (!voucher || voucher.status !== "active") throw DomainError.invalid("code", VOUCHER_NOT_FOUND)
  const reason = voucherShortfall(
    lines.map((i) => ({ productId: i.product_id, hasFrame: lineHasFrame(i as CartLine), quantity: Number(i.quantity) })),
    voucher
  )
  if (reason) throw DomainError.invalid("code", reason)
  return voucher
}
