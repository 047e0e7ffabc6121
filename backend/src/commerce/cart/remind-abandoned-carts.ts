/**
 * The hourly cart reminder: carts whose items have not changed for CART_REMINDER_AFTER_HOURS
 * (24 by default), owned by registered, verified accounts with cart reminders on, and not
 * reminded since their items last changed. The e-mail is the admin's "send reminder" one
 * (with the one-click unsubscribe links); each reminded cart records `reminded_at` in its
 * metadata, so a cart gets one reminder per change.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { sendCartReminders } from "./send-cart-reminders"

const HOUR_MS = 60 * 60 * 1000
/** Carts left longer than this are not chased any more (and a first run does not mail old carts). */
const MAX_AGE_DAYS = 14

export function reminderDelayHours(raw = process.env.CART_REMINDER_AFTER_HOURS): number {
  const hours = Number(raw)
  return raw && Number.isFinite(hours) && hours > 0 ? hours : 24
}

export type AbandonedCartReport = { carts: number; sent: number; skipped: { cartItemId: string; reason: string }[] }

/** The carts due a reminder now: [{cartId, lineIds}]. */
export async function findAbandonedCarts(container: Pick<MedusaContainer, "resolve">, now: Date, afterHours: number) {
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = (await knex.raw(
    `WITH changed AS (
       SELECT li.cart_id, max(greatest(li.updated_at, coalesce(li.deleted_at, li.updated_at))) AS last_change
         FROM cart_line_item li GROUP BY li.cart_id
     )
     SELECT cart.id AS cart_id, array_agg(li.id ORDER BY li.created_at) AS line_ids
       FROM cart
       JOIN changed ON changed.cart_id = cart.id
       JOIN cart_line_item li ON li.cart_id = cart.id AND li.deleted_at IS NULL
       JOIN account_account_customer_customer ac ON ac.customer_id = cart.customer_id AND ac.deleted_at IS NULL
       JOIN account a ON a.id = ac.account_id AND a.deleted_at IS NULL
      WHERE cart.deleted_at IS NULL AND cart.completed_at IS NULL
        AND a.is_temp = false AND a.is_verified = true AND a.cart_reminders = true AND a.is_banned = false
        AND changed.last_change < ? AND changed.last_change > ?
        AND (cart.metadata->>'reminded_at' IS NULL OR (cart.metadata->>'reminded_at')::timestamptz < changed.last_change)
      GROUP BY cart.id`,
    [new Date(now.getTime() - afterHours * HOUR_MS), new Date(now.getTime() - MAX_AGE_DAYS * 24 * HOUR_MS)]
  )) as { rows: { cart_id: string; line_ids: string[] }[] }
  return rows.map((r) => ({ cartId: r.cart_id, lineIds: r.line_ids }))
}

export async function remindAbandonedCarts(
  container: MedusaContainer,
  { now = new Date(), afterHours = reminderDelayHours() }: { now?: Date; afterHours?: number } = {}
): Promise<AbandonedCartReport> {
  const due = await findAbandonedCarts(container, now, afterHours)
  if (!due.length) return { carts: 0, sent: 0, skipped: [] }
  // sendCartReminders records `reminded_at` on every cart it mailed.
  const report = await sendCartReminders(
    container,
    due.flatMap((c) => c.lineIds),
    { now }
  )
  return { carts: report.remindedCartIds.length, sent: report.sent, skipped: report.skipped }
}
