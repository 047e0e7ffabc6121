import { z } from "zod"
import { ORDER_EMAIL_TEMPLATES } from "../../commerce/orders/order-email"
import { orderEmail as email, orderNotes as notes } from "../../commerce/orders/manual-order-input"
import { SPEC_ORDER_STATUSES } from "../../commerce/orders/order-records"

export { createOrderBody, type CreateOrderBody } from "../../commerce/orders/manual-order-input"

const page = z.coerce
  .number({ message: "The page must be a whole number from 1." })
  .int("The page must be a whole number from 1.")
  .min(1, "The page must be a whole number from 1.")
  .max(100_000)
  .default(1)
const perPage = (fallback: number) =>
  z.coerce
    .number({ message: "perPage must be a whole number from 1 to 100." })
    .int("perPage must be a whole number from 1 to 100.")
    .min(1, "perPage must be a whole number from 1 to 100.")
    .max(100, "perPage must be a whole number from 1 to 100.")
    .default(fallback)

/** GET /api/orders: the caller's orders, newest first. */
export const myOrdersQuery = z.object({ page, perPage: perPage(20) })

/** GET /api/admin/orders: every order, newest first, by status or a search (order id, number or e-mail). */
export const adminOrdersQuery = z.object({
  page,
  perPage: perPage(50),
  status: z.enum(SPEC_ORDER_STATUSES, { message: `The status must be one of ${SPEC_ORDER_STATUSES.join(", ")}.` }).optional(),
  search: z.string().trim().max(200, "Please keep the search under 200 characters.").optional(),
  /** The ready-to-send list: ready, not sent, not cancelled. */
  readyToSend: z
    .enum(["1", "true", "0", "false"], { message: "readyToSend is 1 or 0." })
    .optional()
    .transform((v) => v === "1" || v === "true"),
})

/** PATCH /api/order/{uuid} (admin): notes, e-mail, and a status change to cancelled or completed. */
export const updateOrderBody = z.object({
  notes: notes.optional(),
  email: email.optional(),
  status: z.enum(["cancelled", "completed"], { message: "The status can be changed to cancelled or completed." }).optional(),
})
export type UpdateOrderBody = z.infer<typeof updateOrderBody>

/** POST /api/order/{uuid}/send-client-email (admin). */
export const sendClientEmailBody = z.object({
  template: z.enum(ORDER_EMAIL_TEMPLATES, { message: `The template must be one of ${ORDER_EMAIL_TEMPLATES.join(", ")}.` }),
  to: email.optional(),
})
export type SendClientEmailBody = z.infer<typeof sendClientEmailBody>
