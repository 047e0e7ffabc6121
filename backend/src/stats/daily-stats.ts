/**
 * GET /api/stats?timespan&scope (admin): counts per UTC day over the timespan, from our
 * tables and Medusa's (accounts, carts and line items, orders, paintings and their links).
 */
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import type { StatsQuery } from "./stats-input"

type Scope = Pick<MedusaContainer, "resolve">
type DayRow = { day: string; key?: string | null; n: string }

export const pg = (scope: Scope) => scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)

const DAY = `to_char(date_trunc('day', %s AT TIME ZONE 'UTC'), 'YYYY-MM-DD')`
export const dayOf = (column: string) => DAY.replace("%s", column)

export function daysBetween(from: Date, to: Date): string[] {
  const days: string[] = []
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()))
  while (d <= to) {
    days.push(d.toISOString().slice(0, 10))
    d.setUTCDate(d.getUTCDate() + 1)
  }
  return days
}

async function perDay(scope: Scope, sql: string, from: Date, to: Date): Promise<Map<string, number>> {
  const { rows } = (await pg(scope).raw(sql, [from, to])) as { rows: DayRow[] }
  return new Map(rows.map((r) => [r.day, Number(r.n)]))
}

export async function dailyStats(scope: Scope, { scope: kind, timespan }: StatsQuery, now = new Date()) {
  const to = now
  const from = new Date(now.getTime() - timespan.ms)
  const days = daysBetween(from, to)
  const base = { scope: kind, timespan: timespan.label, from: from.toISOString(), to: to.toISOString() }

  if (kind === "accounts") {
    const [visitors, registered, verified, subscribers] = await Promise.all([
      perDay(
        scope,
        `SELECT ${dayOf("created_at")} AS day, count(*) AS n FROM account WHERE deleted_at IS NULL AND created_at BETWEEN ? AND ? GROUP BY 1`,
        from,
        to
      ),
      perDay(
        scope,
        `SELECT ${dayOf("created_at")} AS day, count(*) AS n FROM account WHERE deleted_at IS NULL AND is_temp = false AND created_at BETWEEN ? AND ? GROUP BY 1`,
        from,
        to
      ),
      perDay(
        scope,
        `SELECT ${dayOf("created_at")} AS day, count(*) AS n FROM account WHERE deleted_at IS NULL AND is_temp = false AND is_verified = true AND created_at BETWEEN ? AND ? GROUP BY 1`,
        from,
        to
      ),
      perDay(
        scope,
        `SELECT ${dayOf("created_at")} AS day, count(*) AS n FROM account WHERE deleted_at IS NULL AND is_temp = false AND newsletter = true AND created_at BETWEEN ? AND ? GROUP BY 1`,
        from,
        to
      ),
    ])
    const rows = days.map((date) => ({
      date,
      visitors: visitors.get(date) ?? 0,
      registered: registered.get(date) ?? 0,
      verified: verified.get(date) ?? 0,
      subscribers: subscribers.get(date) ?? 0,
    }))
    return { ...base, days: rows, totals: sumColumns(rows, ["visitors", "registered", "verified", "subscribers"]) }
  }

  if (kind === "cart") {
    const [added, carts, orders] = await Promise.all([
      perDay(
        scope,
        `SELECT ${dayOf("li.created_at")} AS day, coalesce(sum(li.quantity), 0) AS n FROM cart_line_item li WHERE li.created_at BETWEEN ? AND ? GROUP BY 1`,
        from,
        to
      ),
      perDay(
        scope,
        `SELECT ${dayOf("li.created_at")} AS day, count(DISTINCT li.cart_id) AS n FROM cart_line_item li WHERE li.created_at BETWEEN ? AND ? GROUP BY 1`,
        from,
        to
      ),
      perDay(
        scope,
        `SELECT ${dayOf("o.created_at")} AS day, count(*) AS n FROM "order" o WHERE o.deleted_at IS NULL AND o.is_draft_order = false AND o.created_at BETWEEN ? AND ? GROUP BY 1`,
        from,
        to
      ),
    ])
    const rows = days.map((date) => ({
      date,
      addedToCart: added.get(date) ?? 0,
      carts: carts.get(date) ?? 0,
      orders: orders.get(date) ?? 0,
    }))
    const totals = sumColumns(rows, ["addedToCart", "carts", "orders"])
    return { ...base, days: rows, totals: { ...totals, cartToOrder: ratio(totals.orders, totals.carts) } }
  }

  // Paintings per style and day, and the conversion of those paintings to carts and orders.
  const { rows } = (await pg(scope).raw(
    `SELECT ${dayOf("p.created_at")} AS day, p.style_id AS key, count(*) AS n,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM cart_line_item_painting_painting l WHERE l.painting_id = p.id)) AS in_cart,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM order_order_painting_painting o WHERE o.painting_id = p.id AND o.deleted_at IS NULL)) AS ordered
       FROM painting p WHERE p.created_at BETWEEN ? AND ? GROUP BY 1, 2`,
    [from, to]
  )) as { rows: (DayRow & { in_cart: string; ordered: string })[] }
  const styleIds = [...new Set(rows.map((r) => r.key!))]
  const { rows: styles } = styleIds.length
    ? ((await pg(scope).raw(`SELECT id, title, slug FROM style WHERE id = ANY(?) ORDER BY title`, [styleIds])) as {
        rows: { id: string; title: string; slug: string }[]
      })
    : { rows: [] as { id: string; title: string; slug: string }[] }

  if (kind === "paintings") {
    const perDayRows = days.map((date) => {
      const ofDay = rows.filter((r) => r.day === date)
      return {
        date,
        paintings: ofDay.reduce((n, r) => n + Number(r.n), 0),
        inCart: ofDay.reduce((n, r) => n + Number(r.in_cart), 0),
        ordered: ofDay.reduce((n, r) => n + Number(r.ordered), 0),
        byStyle: Object.fromEntries(ofDay.map((r) => [r.key!, Number(r.n)])),
      }
    })
    const totals = sumColumns(perDayRows, ["paintings", "inCart", "ordered"])
    return {
      ...base,
      styles,
      days: perDayRows,
      totals: {
        ...totals,
        paintingToCart: ratio(totals.inCart, totals.paintings),
        cartToOrder: ratio(totals.ordered, totals.inCart),
        paintingToOrder: ratio(totals.ordered, totals.paintings),
      },
    }
  }

  // styles: one row per style over the whole timespan.
  const perStyle = styles.map((s) => {
    const own = rows.filter((r) => r.key === s.id)
    const paintings = own.reduce((n, r) => n + Number(r.n), 0)
    const inCart = own.reduce((n, r) => n + Number(r.in_cart), 0)
    const ordered = own.reduce((n, r) => n + Number(r.ordered), 0)
    return {
      id: s.id,
      title: s.title,
      slug: s.slug,
      paintings,
      inCart,
      ordered,
      paintingToCart: ratio(inCart, paintings),
      cartToOrder: ratio(ordered, inCart),
    }
  })
  perStyle.sort((a, b) => b.paintings - a.paintings || a.title.localeCompare(b.title))
  return { ...base, styles: perStyle, totals: sumColumns(perStyle, ["paintings", "inCart", "ordered"]) }
}

export function sumColumns<K extends string>(rows: Record<string, unknown>[], keys: K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, rows.reduce((n, r) => n + Number(r[k] ?? 0), 0)])) as Record<K, number>
}

/** A share rounded to four decimals (0 when nothing to divide by). */
export const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0)
