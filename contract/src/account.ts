import { z } from "zod"

export const AddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  address1: z.string(),
  address2: z.string(),
  zipCode: z.string(),
  phoneNumber: z.string(),
})
export type Address = z.infer<typeof AddressSchema>

export const AccountAddressesSchema = z.object({
  shipping: AddressSchema,
  billing: AddressSchema,
  isBillingSameAsShipping: z.boolean(),
})
export type AccountAddresses = z.infer<typeof AccountAddressesSchema>

/** An account; `token` only in answers about the caller's own account (never another's). */
export const AccountSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  dateJoined: z.string(),
  isTemp: z.boolean(),
  isVerified: z.boolean(),
  isBanned: z.boolean(),
  isAdmin: z.boolean(),
  showAdminOptions: z.boolean(),
  hasOrders: z.boolean(),
  cartReminders: z.boolean(),
  newsletter: z.boolean(),
  name: z.string().nullable(),
  location: z.string().nullable(),
  utm: z.unknown(),
  referrerId: z.string().nullable(),
  referralCode: z.number().nullable(),
  addresses: AccountAddressesSchema,
  token: z.string().optional(),
})
export type Account = z.infer<typeof AccountSchema>
