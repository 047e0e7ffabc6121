/**
 * The e-mails an order sends (confirmation on order.placed; shipped, delayed, cancelled and
 * a re-sent confirmation from the admin), written as words here and sent through the shop's
 * one e-mail path (notifications/send-email.ts, Medusa's Notification Module).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { readShopEnv } from "../../config/shop-env"
import { sendEmail } from "../../notifications/send-email"
import type { CartStampItem } from "./order-metadata"
import { asNumber, type OrderRecord } from "./order-records"
import { orderTotals } from "./present-order"

export const ORDER_EMAIL_TEMPLATES = ["order-confirmation", "order-shipped", "order-delayed", "order-cancelled"] as const
export type OrderEmailTemplate = (typeof ORDER_EMAIL_TEMPLATES)[number]

const money = (amount: unknown, currency: string) => `${currency.toUpperCase()} ${asNumber(amount).toFixed(2)}`

/** A parcel the print partner shipped, for the "order-shipped" e-mail. */
export type ShipmentTracking = { carrier: string | null; number: string | null; url: string | null }

const trackingLines = (tracking: ShipmentTracking[] = []) =>
  tracking
    .filter((t) => t.number || t.url)
    .map((t) => `Tracking${t.carrier ? ` (${t.carrier})` : ""}: ${[t.number, t.url].filter(Boolean).join(" — ")}`)

export function orderEmailContent(template: OrderEmailTemplate, order: OrderRecord, stamp: CartStampItem[], tracking?: ShipmentTracking[]) {
  const number = `#${order.display_id}`
  const lines = stamp.map(
    (i) =>
      `${i.quantity} × ${i.mediumStamp.name}${i.paintingStamp?.title ? ` — "${i.paintingStamp.title}"` : ""} (${money(i.total, order.currency_code)})`
  )
  const total = `Total: ${money(orderTotals(order).total, order.currency_code)}`
  const url = `${readShopEnv().STOREFRONT_URL.replace(/\/+$/, "")}/order-complete/${order.id}`
  const action = { label: "View your order", url }
  switch (template) {
    case "order-confirmation":
      return { subject: `Thank you for your order ${number}`, paragraphs: ["We are preparing your order!", ...lines, total], action }
    case "order-shipped":
      return {
        subject: `Your order ${number} is on its way`,
        paragraphs: ["Good news: your order has been sent.", ...lines, ...trackingLines(tracking)],
        action,
      }
    case "order-delayed":
      return {
        subject: `Your order ${number} is delayed`,
        paragraphs: ["We are sorry: your order is taking longer than planned. We will write again as soon as it ships.", ...lines],
        action,
      }
    case "order-cancelled":
      return { subject: `Your order ${number} was cancelled`, paragraphs: ["Your order has been cancelled.", ...lines], action }
  }
}

/** Sends one order e-mail; answers the notification id. */
export async function deliverOrderEmail(
  container: MedusaContainer,
  input: { to: string; template: OrderEmailTemplate; order: OrderRecord; stamp: CartStampItem[]; tracking?: ShipmentTracking[] }
): Promise<{ id: string }> {
  const content = orderEmailContent(input.template, input.order, input.stamp, input.tracking)
  return sendEmail(container, { to: input.to, template: "generic", data: { ...content, greeting: "Hi," } })
}
