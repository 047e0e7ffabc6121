/**
 * Reminds shoppers of paintings waiting in their carts (the admin's "send reminder" on the
 * cart stats, and the hourly job). Only registered accounts that have not switched cart
 * reminders off get one. Each cart an e-mail went out for records it as `reminded_at` in its
 * metadata (the cart stats' remindedAt), so the hourly job does not send the same reminder again.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { readShopEnv } from "../../config/shop-env"
import { sendEmail } from "../../notifications/send-email"

type Owner = {
  id: string
  email: string | null
  account?: { id: string; is_temp: boolean; cart_reminders: boolean; name: string | null } | null
}

export type ReminderReport = { sent: number; skipped: { cartItemId: string; reason: string }[]; remindedCartIds: string[] }

export async function sendCartReminders(
  container: MedusaContainer,
  cartItemIds: string[],
  { now = new Date() }: { now?: Date } = {}
): Promise<ReminderReport> {
  const carts = container.resolve(Modules.CART)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const lines = await carts.listLineItems({ id: cartItemIds }, { relations: ["cart"] })
  const skipped: ReminderReport["skipped"] = cartItemIds
    .filter((id) => !lines.some((l) => l.id === id))
    .map((cartItemId) => ({ cartItemId, reason: "not in any cart" }))

  const byCustomer = new Map<string, typeof lines>()
  for (const line of lines) {
    const cart = line.cart as unknown as { customer_id?: string | null; completed_at?: unknown } | undefined
    if (!cart?.customer_id || cart.completed_at) {
      skipped.push({ cartItemId: line.id, reason: "already ordered" })
      continue
    }
    byCustomer.set(cart.customer_id, [...(byCustomer.get(cart.customer_id) ?? []), line])
  }

  let sent = 0
  const remindedCartIds = new Set<string>()
  for (const [customerId, customerLines] of byCustomer) {
    const { data } = await query.graph({
      entity: "customer",
      fields: ["id", "email", "account.id", "account.is_temp", "account.cart_reminders", "account.name"],
      filters: { id: customerId },
    })
    const owner = data[0] as unknown as Owner | undefined
    const account = owner?.account
    const reason =
      !owner?.email || !account || account.is_temp
        ? "no registered e-mail"
        : !account.cart_reminders
          ? "unsubscribed from cart reminders"
          : null
    if (reason) {
      skipped.push(...customerLines.map((l) => ({ cartItemId: l.id, reason })))
      continue
    }
    const count = customerLines.reduce((n, l) => n + Number(l.quantity), 0)
    await sendEmail(container, {
      to: owner!.email!,
      template: "generic",
      data: {
        subject: "Your pet's portrait is waiting in your cart",
        greeting: account!.name ? `Hi ${account!.name},` : "Hi,",
        paragraphs: [
          `You left ${count === 1 ? "a painting" : `${count} prints`} in your cart: ${customerLines.map((l) => l.title).join(", ")}.`,
          "Your painting is saved and ready to be printed whenever you are.",
        ],
        action: { label: "Review my cart", url: `${readShopEnv().STOREFRONT_URL.replace(/\/+$/, "")}/cart` },
        accountId: account!.id,
      },
    })
    sent++
    for (const line of customerLines) remindedCartIds.add(line.cart_id)
  }
  for (const cartId of remindedCartIds) {
    const cart = await carts.retrieveCart(cartId, { select: ["id", "metadata"] })
    await carts.updateCarts(cartId, { metadata: { ...(cart.metadata ?? {}), reminded_at: now.toISOString() } })
  }
  return { sent, skipped, remindedCartIds: [...remindedCartIds] }
}
