/** GET /api/stats/cart/{id} (admin): one cart as the cart stats show it: owner, lines and reminders. */
import type { MedusaContainer } from "@medusajs/framework/types"
import { DomainError } from "../lib/errors"
import { pg } from "./daily-stats"

/** A timestamp as the pg driver returns it (a Date; a string where a cast or an aggregate made it one). */
type DbTime = Date | string

type CartRow = {
  id: string
  created_at: DbTime
  updated_at: DbTime
  completed_at: DbTime | null
  currency_code: string
  metadata: Record<string, unknown> | null
  customer_id: string | null
  email: string | null
  account_id: string | null
  is_temp: boolean | null
  cart_reminders: boolean | null
  name: string | null
}

type LineRow = {
  id: string
  title: string
  quantity: number | string
  unit_price: number | string
  created_at: DbTime
  updated_at: DbTime
  painting_id: string | null
}

export async function cartStats(scope: Pick<MedusaContainer, "resolve">, cartId: string) {
  const knex = pg(scope)
  const { rows: carts } = (await knex.raw(
    `SELECT cart.id, cart.created_at, cart.updated_at, cart.completed_at, cart.currency_code, cart.metadata, cart.customer_id,
            c.email, a.id AS account_id, a.is_temp, a.cart_reminders, a.name
       FROM cart LEFT JOIN customer c ON c.id = cart.customer_id
       LEFT JOIN account_account_customer_customer ac ON ac.customer_id = cart.customer_id AND ac.deleted_at IS NULL
       LEFT JOIN account a ON a.id = ac.account_id
      WHERE cart.id = ? AND cart.deleted_at IS NULL`,
    [cartId]
  )) as { rows: CartRow[] }
  const cart = carts[0]
  if (!cart) throw DomainError.notFound("Cart not found.")
  const { rows: lines } = (await knex.raw(
    `SELECT li.id, li.title, li.quantity, li.unit_price, li.created_at, li.updated_at, lp.painting_id
       FROM cart_line_item li LEFT JOIN cart_line_item_painting_painting lp ON lp.line_item_id = li.id AND lp.deleted_at IS NULL
      WHERE li.cart_id = ? AND li.deleted_at IS NULL ORDER BY li.created_at`,
    [cartId]
  )) as { rows: LineRow[] }
  const lastChanged = lines.reduce<Date | null>((d, l) => (!d || new Date(l.updated_at) > d ? new Date(l.updated_at) : d), null)
  return {
    id: cart.id,
    dateCreated: new Date(cart.created_at).toISOString(),
    lastUpdated: lastChanged?.toISOString() ?? new Date(cart.updated_at).toISOString(),
    completedAt: cart.completed_at ? new Date(cart.completed_at).toISOString() : null,
    remindedAt: (cart.metadata?.reminded_at as string | undefined) ?? null,
    currency: cart.currency_code,
    customer: {
      id: cart.customer_id ?? null,
      email: cart.email ?? null,
      accountId: cart.account_id ?? null,
      name: cart.name ?? null,
      isTemp: cart.is_temp ?? null,
      cartReminders: cart.cart_reminders ?? null,
    },
    items: lines.map((l) => ({
      id: l.id,
      title: l.title,
      quantity: Number(l.quantity),
      unitPrice: Number(l.unit_price),
      painting: l.painting_id ?? null,
      dateAdded: new Date(l.created_at).toISOString(),
      lastUpdated: new Date(l.updated_at).toISOString(),
    })),
    itemCount: lines.reduce((n, l) => n + Number(l.quantity), 0),
  }
}
