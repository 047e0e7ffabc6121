import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendCartReminders } from "../../../../commerce/cart/send-cart-reminders"
import type { SendReminderBody } from "../../../validators/cart"

/** POST /api/cart/send-reminder {cartItemIds} (admin): e-mails the owners of those cart items. */
export async function POST(req: MedusaRequest<SendReminderBody>, res: MedusaResponse) {
  const report = await sendCartReminders(req.scope, req.validatedBody.cartItemIds)
  res.json({ message: "Reminder sent.", ...report })
}
