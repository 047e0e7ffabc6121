import { z } from "zod"

const code = z
  .string({ message: "Please write the gift voucher code." })
  .trim()
  .min(3, "A gift voucher code has at least 3 characters.")
  .max(40, "A gift voucher code has at most 40 characters.")
  .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - and _ only.")

const terms = {
  discount: z
    .number({ message: "Discount must be a percentage." })
    .gt(0, "Discount must be more than 0%.")
    .max(100, "Discount cannot be more than 100%."),
  product: z.string().trim().min(1).nullish(),
  productHasFrame: z.boolean({ message: "productHasFrame must be true, false or null." }).nullish(),
  minProductQuantity: z
    .number({ message: "minProductQuantity must be a whole number." })
    .int("minProductQuantity must be a whole number.")
    .min(1, "minProductQuantity must be at least 1.")
    .max(999, "minProductQuantity must be at most 999."),
}

export const createPromoCodeBody = z.object({ code, ...terms, minProductQuantity: terms.minProductQuantity.default(1) })
export type CreatePromoCodeBody = z.infer<typeof createPromoCodeBody>

export const updatePromoCodeBody = z.object({
  code: code.optional(),
  ...terms,
  discount: terms.discount.optional(),
  minProductQuantity: terms.minProductQuantity.optional(),
})
export type UpdatePromoCodeBody = z.infer<typeof updatePromoCodeBody>

// Customers type codes: anything non-empty is looked up, a wrong one is "not found".
export const voucherCodeBody = z.object({
  code: z.string({ message: "Please write the gift voucher code." }).trim().min(1, "Please write the gift voucher code.").max(100),
})
export type VoucherCodeBody = z.infer<typeof voucherCodeBody>

export const listPromoCodesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
})
