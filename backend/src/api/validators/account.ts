import { z } from "zod"
import { accountAddressesSchema } from "../../commerce/address-input"

// Messages exactly as the spec words them (section 5).
const email = z
  .string({ message: "Please write an actual email address." })
  .trim()
  .toLowerCase()
  .max(254, "Please write an actual email address.")
  .email("Please write an actual email address.")
const password = z
  .string({ message: "Password must be at least 8 characters long." })
  .min(8, "Password must be at least 8 characters long.")
  .max(200, "Please choose a shorter password.")

export const registerBody = z.object({ email, password, name: z.string().trim().max(120).optional() })
export type RegisterBody = z.infer<typeof registerBody>

export const loginBody = z.object({ email, password })
export type LoginBody = z.infer<typeof loginBody>

const token = z
  .string({ message: "This link is not valid." })
  .trim()
  .regex(/^[0-9a-f]{64}$/i, "This link is not valid.")
  .toLowerCase()

export const activateBody = z.object({ token })
export type ActivateBody = z.infer<typeof activateBody>

export const forgotPasswordBody = z.object({ email })
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>

export const resetPasswordBody = z.object({ token, password })
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>

export const updatePasswordBody = z.object({
  oldPassword: z.string({ message: "Please write your current password." }).min(1, "Please write your current password.").max(200),
  password,
})
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters long.`)
    .nullable()

// Unknown keys (a client sending the whole account back, isAdmin included) are dropped.
export const updateAccountBody = z.object({
  name: text("Name", 120).optional(),
  location: text("Location", 120).optional(),
  showAdminOptions: z.boolean({ message: "showAdminOptions must be true or false." }).optional(),
  cartReminders: z.boolean({ message: "cartReminders must be true or false." }).optional(),
  newsletter: z.boolean({ message: "newsletter must be true or false." }).optional(),
  addresses: accountAddressesSchema.optional(),
})
export type UpdateAccountBody = z.infer<typeof updateAccountBody>

/**
 * Cart reminders and newsletter: `value` defaults to false (unsubscribe). From an e-mail
 * link, without login, the body names the account and carries its unsubscribe token.
 */
export const subscriptionBody = z.object({
  value: z.boolean({ message: "value must be true or false." }).default(false),
  accountId: z.string().trim().max(64).optional(),
  unsubscribeToken: z.string().trim().max(128).optional(),
})
export type SubscriptionBody = z.infer<typeof subscriptionBody>

export const referBody = z.object({ email })
export type ReferBody = z.infer<typeof referBody>
