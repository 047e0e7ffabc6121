/** What an admin sends to make an order by hand (POST /api/order): commerce/orders/manual-order.ts makes it. */
import { z } from "zod"
import { COUNTRY_VALUES } from "../countries"

const EMAIL_MESSAGE = "Please write an actual email address."
/** An order's e-mail address. */
export const orderEmail = z.string({ message: EMAIL_MESSAGE }).trim().toLowerCase().email(EMAIL_MESSAGE).max(254, EMAIL_MESSAGE)
/** Staff notes on an order. */
export const orderNotes = z.object(
  { misc: z.string({ message: "The note must be text." }).max(10_000, "Please keep the note under 10000 characters.") },
  { message: "The notes are { misc }." }
)

const id = (what: string) =>
  z
    .string({ message: `Which ${what}? Give its id.` })
    .trim()
    .min(1, `Which ${what}? Give its id.`)
    .max(100)
const text = (max: number) => z.string().trim().max(max)

const address = z.object({
  firstName: text(100).optional(),
  lastName: text(100).optional(),
  address1: text(200).optional(),
  address2: text(200).optional(),
  city: text(100).optional(),
  state: text(10).optional(),
  zipCode: text(20).optional(),
  phoneNumber: text(30).optional(),
})

/**
 * POST /api/order (admin): an order made by hand, either re-created from a cart
 * ({cartId}, e.g. a paid checkout whose order failed, or a reprint) or from a list of
 * items ({email or accountId, country, items: [{medium, quantity, painting?, isRotated?}]}).
 * An account's order carries the account's e-mail.
 * No payment is taken; the order is flagged as made by the admin.
 */
export const createOrderBody = z
  .object({
    cartId: id("cart").optional(),
    accountId: id("account").optional(),
    email: orderEmail.optional(),
    country: z.enum(COUNTRY_VALUES, { message: `The country must be one of ${COUNTRY_VALUES.join(", ")}.` }).optional(),
    shippingAddress: address.optional(),
    items: z
      .array(
        z.object({
          medium: id("medium"),
          quantity: z
            .number({ message: "The quantity must be a whole number from 1 to 100." })
            .int("The quantity must be a whole number from 1 to 100.")
            .min(1, "The quantity must be a whole number from 1 to 100.")
            .max(100, "The quantity must be a whole number from 1 to 100."),
          painting: id("painting").optional(),
          isRotated: z.boolean({ message: "isRotated must be true or false." }).optional(),
        }),
        { message: "The items must be a list of { medium, quantity, painting }." }
      )
      .min(1, "Please add at least one item.")
      .max(50, "An order can have at most 50 items.")
      .optional(),
    notes: orderNotes.optional(),
  })
  .superRefine((b, ctx) => {
    if (Boolean(b.cartId) === Boolean(b.items)) {
      ctx.addIssue({ code: "custom", path: ["cartId"], message: "Give either a cartId or a list of items." })
      return
    }
    if (b.items && !b.country) ctx.addIssue({ code: "custom", path: ["country"], message: "Which country does the order ship to?" })
    if (b.items && !b.email && !b.accountId) ctx.addIssue({ code: "custom", path: ["email"], message: EMAIL_MESSAGE })
  })
export type CreateOrderBody = z.infer<typeof createOrderBody>
