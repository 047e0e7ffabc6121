import { z } from "zod"

/** PATCH /api/order/{uuid}/update-fulfillment (admin): any of the three; null clears the merchant order id. */
export const updateFulfillmentBody = z
  .object({
    merchantOrderId: z
      .string({ message: "The merchant order id must be text (or null to clear it)." })
      .trim()
      .min(1, "The merchant order id cannot be empty; send null to clear it.")
      .max(100, "Please keep the merchant order id under 100 characters.")
      .nullable()
      .optional(),
    isReady: z.boolean({ message: "isReady must be true or false." }).optional(),
    isSent: z.boolean({ message: "isSent must be true or false." }).optional(),
  })
  .strict()
  .refine((b) => b.merchantOrderId !== undefined || b.isReady !== undefined || b.isSent !== undefined, {
    message: "Send merchantOrderId, isReady or isSent.",
    path: ["isReady"],
  })
export type UpdateFulfillmentBody = z.infer<typeof updateFulfillmentBody>
