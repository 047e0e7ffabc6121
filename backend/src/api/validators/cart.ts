import { z } from "zod"

export const addToCartBody = z.object({
  painting: z.string({ message: "Please choose a painting." }).trim().min(1, "Please choose a painting."),
  // The product variant to print on; without one the cheapest plain print that fits is used.
  medium: z.string().trim().min(1).nullish(),
  isRotated: z.boolean().default(false),
})
export type AddToCartBody = z.infer<typeof addToCartBody>

export const updateCartItemBody = z.object({
  quantity: z
    .number({ message: "Quantity must be a whole number." })
    .int("Quantity must be a whole number.")
    .min(0, "Quantity cannot be negative.")
    .max(99, "Please contact us for more than 99 prints."),
})
export type UpdateCartItemBody = z.infer<typeof updateCartItemBody>

export const sendReminderBody = z.object({
  cartItemIds: z.array(z.string().min(1)).min(1, "Please choose the cart items to remind about.").max(200),
})
export type SendReminderBody = z.infer<typeof sendReminderBody>

export const verifyPurchaseBody = z.object({
  code: z.string({ message: "Please give the checkout code." }).trim().min(1, "Please give the checkout code.").max(255),
})
export type VerifyPurchaseBody = z.infer<typeof verifyPurchaseBody>
