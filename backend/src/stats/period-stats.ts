/**
 * The admin's period queries (POST /api/stats, /registered, /subscribers, /clients,
 * /added-to-cart with {from, to, page, perPage}): a summary of counts, and the matching lists.
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import type { Knex } from "knex"
import type { StatsPeriodBody } from "./stats-input"
import { pg, ratio } from "./daily-stats"

type Scope = Pick<MedusaContainer, "resolve">

const ACCOUNT_EMAIL = `LEFT JOIN account_account_customer_customer ac ON ac.account_id = a.id AND ac.deleted_at IS NULL
                      LEFT JOIN customer c ON c.id = ac.customer_id`

async function one(scope: Scope, sql: string, bindings: Knex.Value[]): Promise<number> {
  const { rows } = (await pg(scope).raw(sql, bindings)) as { rows: { n: string | null }[] }
  return Number(rows[0]?.n ?? 0)
}

/** POST /api/stats: every count of the period and the conversions. */
export async function periodSummary(scope: Scope, { from, to }: StatsPeriodBody) {
  const b = [from, to]
  const [visitors, registered, verified, subscribers, paintings, paintingsInCart, paintingsOrdered, addedToCart, carts, orders, clients] =
    await Promise.all([
      one(scope, `SELECT count(*) AS n FROM account WHERE deleted_at IS NULL AND created_at BETWEEN ? AND ?`, b),
      one(scope, `SELECT count(*) AS n FROM account WHERE deleted_at IS NULL AND is_temp = false AND created_at BETWEEN ? AND ?`, b),
      one(
        scope,
        `SELECT count(*) AS n FROM account WHERE deleted_at IS NULL AND is_temp = false AND is_verified = true AND created_at BETWEEN ? AND ?`,
        b
      ),
      one(
        scope,
        `SELECT count(*) AS n FROM account WHERE deleted_at IS NULL AND is_temp = false AND newsletter = true AND created_at BETWEEN ? AND ?`,
        b
      ),
      one(scope, `SELECT count(*) AS n FROM painting WHERE created_at BETWEEN ? AND ?`, b),
      one(
        scope,
        `SELECT count(DISTINCT p.id) AS n FROM painting p JOIN cart_line_item_painting_painting l ON l.painting_id = p.id WHERE p.created_at BETWEEN ? AND ?`,
        b
      ),
      one(
        scope,
        `SELECT count(DISTINCT p.id) AS n FROM painting p JOIN order_order_painting_painting l ON l.painting_id = p.id AND l.deleted_at IS NULL WHERE p.created_at BETWEEN ? AND ?`,
        b
      ),
      one(scope, `SELECT coalesce(sum(quantity), 0) AS n FROM cart_line_item WHERE created_at BETWEEN ? AND ?`, b),
      one(scope, `SELECT count(DISTINCT cart_id) AS n FROM cart_line_item WHERE created_at BETWEEN ? AND ?`, b),
      one(scope, `SELECT count(*) AS n FROM "order" WHERE deleted_at IS NULL AND is_draft_order = false AND created_at BETWEEN ? AND ?`, b),
      one(
        scope,
        `SELECT count(DISTINCT coalesce(customer_id, lower(email))) AS n FROM "order" WHERE deleted_at IS NULL AND is_draft_order = false AND created_at BETWEEN ? AND ?`,
        b
      ),
    ])
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    visitors,
    registered,
    verified,
    subscribers,
    paintings,
    paintingsInCart,
    paintingsOrdered,
    addedToCart,
    carts,
    orders,
    clients,
    conversion: {
      visitorToRegistered: ratio(registered, visitors),
      paintingToCart: ratio(paintingsInCart, paintings),
      cartToOrder: ratio(orders, carts),
      paintingToOrder: ratio(paintingsOrdered, paintings),
    },
  }
}

/** A timestamp as the pg driver returns it (a Date; a string where a cast or an aggregate made it one). */
type DbTime = Date | string

/** R: the row the SELECT gives; map turns it into the answer's item. */
async function paged<R, T>(scope: Scope, select: string, fromWhere: string, order: string, body: StatsPeriodBody, map: (r: R) => T) {
  const b = [body.from, body.to]
  const [count, { rows }] = await Promise.all([
    one(scope, `SELECT count(*) AS n FROM (SELECT 1 ${fromWhere}) counted`, b),
    pg(scope).raw(`SELECT ${select} ${fromWhere} ORDER BY ${order} LIMIT ? OFFSET ?`, [
      ...b,
      body.perPage,
      (body.page - 1) * body.perPage,
    ]) as Promise<{ rows: R[] }>,
  ])
  return { from: body.from.toISOString(), to: body.to.toISOString(), count, page: body.page, perPage: body.perPage, rows: rows.map(map) }
}

type AccountRow = {
  id: string
  email: string | null
  name: string | null
  created_at: DbTime
  is_verified: boolean
  newsletter: boolean
  cart_reminders: boolean
  referrer_id: string | null
  orders: string | number | null
}

type ClientRow = {
  client: string
  customer_id: string | null
  email: string | null
  account_id: string | null
  orders: string | number
  first_order: DbTime
  last_order: DbTime
}

type AddedToCartRow = {
  id: string
  cart_id: string
  title: string
  quantity: string | number
  created_at: DbTime
  deleted_at: DbTime | null
  completed_at: DbTime | null
  painting_id: string | null
  email: string | null
  account_id: string | null
}

const accountRow = (r: AccountRow) => ({
  id: r.id,
  email: r.email ?? null,
  name: r.name ?? null,
  dateJoined: new Date(r.created_at).toISOString(),
  isVerified: r.is_verified,
  newsletter: r.newsletter,
  cartReminders: r.cart_reminders,
  referrerId: r.referrer_id ?? null,
  orders: Number(r.orders ?? 0),
})
const ACCOUNT_SELECT = `a.id, c.email, a.name, a.created_at, a.is_verified, a.newsletter, a.cart_reminders, a.referrer_id,
  (SELECT count(*) FROM "order" o WHERE o.customer_id = c.id AND o.deleted_at IS NULL AND o.is_draft_order = false) AS orders`

/** POST /api/stats/registered: accounts registered in the period, newest first. */
export async function registeredAccounts(scope: Scope, body: StatsPeriodBody) {
  const { rows, ...page } = await paged(
    scope,
    ACCOUNT_SELECT,
    `FROM account a ${ACCOUNT_EMAIL} WHERE a.deleted_at IS NULL AND a.is_temp = false AND a.created_at BETWEEN ? AND ?`,
    "a.created_at DESC, a.id",
    body,
    accountRow
  )
  return { ...page, accounts: rows }
}

/** POST /api/stats/subscribers: registered accounts with the newsletter on, joined in the period. */
export async function newsletterSubscribers(scope: Scope, body: StatsPeriodBody) {
  const { rows, ...page } = await paged(
    scope,
    ACCOUNT_SELECT,
    `FROM account a ${ACCOUNT_EMAIL} WHERE a.deleted_at IS NULL AND a.is_temp = false AND a.newsletter = true AND a.created_at BETWEEN ? AND ?`,
    "a.created_at DESC, a.id",
    body,
    accountRow
  )
  return { ...page, subscribers: rows }
}

/** POST /api/stats/clients: who placed orders in the period, with their order count and dates there.
 * Grouped by its expression, not `GROUP BY 1`: the count query selects `1` from the same clause. */
export async function orderingClients(scope: Scope, body: StatsPeriodBody) {
  const { rows, ...page } = await paged(
    scope,
    `coalesce(o.customer_id, lower(o.email)) AS client, max(o.customer_id) AS customer_id, max(lower(o.email)) AS email, max(ac.account_id) AS account_id,
     count(*) AS orders, min(o.created_at) AS first_order, max(o.created_at) AS last_order`,
    `FROM "order" o LEFT JOIN account_account_customer_customer ac ON ac.customer_id = o.customer_id AND ac.deleted_at IS NULL
     WHERE o.deleted_at IS NULL AND o.is_draft_order = false AND o.created_at BETWEEN ? AND ?
     GROUP BY coalesce(o.customer_id, lower(o.email))`,
    "last_order DESC, client",
    body,
    (r: ClientRow) => ({
      customerId: r.customer_id ?? null,
      accountId: r.account_id ?? null,
      email: r.email ?? null,
      orders: Number(r.orders),
      firstOrder: new Date(r.first_order).toISOString(),
      lastOrder: new Date(r.last_order).toISOString(),
    })
  )
  return { ...page, clients: rows }
}

/** POST /api/stats/added-to-cart: cart lines added in the period, with their owner and fate. */
export async function addedToCart(scope: Scope, body: StatsPeriodBody) {
  const { rows, ...page } = await paged(
    scope,
    `li.id, li.cart_id, li.title, li.quantity, li.created_at, li.deleted_at, cart.completed_at, lp.painting_id, c.email, ac.account_id`,
    `FROM cart_line_item li JOIN cart ON cart.id = li.cart_id
     LEFT JOIN cart_line_item_painting_painting lp ON lp.line_item_id = li.id AND lp.deleted_at IS NULL
     LEFT JOIN customer c ON c.id = cart.customer_id
     LEFT JOIN account_account_customer_customer ac ON ac.customer_id = cart.customer_id AND ac.deleted_at IS NULL
     WHERE li.created_at BETWEEN ? AND ?`,
    "li.created_at DESC, li.id",
    body,
    (r: AddedToCartRow) => ({
      id: r.id,
      cartId: r.cart_id,
      title: r.title,
      quantity: Number(r.quantity),
      painting: r.painting_id ?? null,
      email: r.email ?? null,
      accountId: r.account_id ?? null,
      dateAdded: new Date(r.created_at).toISOString(),
      ordered: Boolean(r.completed_at) && !r.deleted_at,
      removed: Boolean(r.deleted_at),
    })
  )
  return { ...page, items: rows }
}
