import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import type { PromoCode } from "@petshop/contract"

/** A gift voucher (spec "promo code") as kept on its Medusa promotion, in the shape the /api answers carry. */
export type Voucher = PromoCode

// The spec's terms that Medusa's promotion rules cannot say (a minimum quantity, the framing) live in its metadata.
export type VoucherMetadata = { minProductQuantity?: number; productHasFrame?: boolean | null; product?: string | null }

type PromotionRecord = {
  id: string
  code: string
  status?: string
  created_at: string | Date
  metadata?: VoucherMetadata | null
  application_method?: { value?: number | string | null } | null
}

export function voucherFromPromotion(p: PromotionRecord): Voucher {
  const meta = p.metadata ?? {}
  return {
    id: p.id,
    code: p.code,
    discount: Number(p.application_method?.value ?? 0),
    product: meta.product ?? null,
    productHasFrame: meta.productHasFrame ?? null,
    minProductQuantity: Math.max(1, Number(meta.minProductQuantity ?? 1)),
    status: p.status ?? "active",
    dateCreated: new Date(p.created_at).toISOString(),
  }
}

const RELATIONS = ["application_method"]

/** Codes are matched case-insensitively, the way customers type them. */
export async function findVoucherByCode(container: MedusaContainer, code: string): Promise<Voucher | null> {
  const promotions = container.resolve(Modules.PROMOTION)
  const wanted = code.trim()
  if (!wanted) return null
  let [found] = await promotions.listPromotions({ code: wanted }, { relations: RELATIONS, take: 1 })
  if (!found) [found] = await promotions.listPromotions({ code: wanted.toUpperCase() }, { relations: RELATIONS, take: 1 })
  return found ? voucherFromPromotion(found as unknown as PromotionRecord) : null
}

export async function findVoucherById(container: MedusaContainer, id: string): Promise<Voucher | null> {
  const promotions = container.resolve(Modules.PROMOTION)
  const [found] = await promotions.listPromotions({ id }, { relations: RELATIONS, take: 1 })
  return found ? voucherFromPromotion(found as unknown as PromotionRecord) : null
}

export async function listVouchers(container: MedusaContainer, page: { skip: number; take: number }) {
  const promotions = container.resolve(Modules.PROMOTION)
  const [rows, count] = await promotions.listAndCountPromotions(
    {},
    { relations: RELATIONS, order: { created_at: "DESC", id: "DESC" }, skip: page.skip, take: page.take }
  )
  return { vouchers: rows.map((p) => voucherFromPromotion(p as unknown as PromotionRecord)), count }
}
