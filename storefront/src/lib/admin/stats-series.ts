/** Shapes GET /api/stats answers into chart series (one bar group per day or per style). */
export type StatsScope = "accounts" | "cart" | "paintings" | "styles"

export type DayRow = { date: string } & Record<string, unknown>
export type StatsAnswer = {
  scope: StatsScope
  timespan: string
  days?: DayRow[]
  styles?: ({ id: string; title: string } & Record<string, unknown>)[]
  totals: Record<string, number>
}

export type Series = { key: string; label: string; values: number[] }
export type Chart = { labels: string[]; series: Series[] }

/** The counted columns of each scope, in the order the charts show them. */
export const SCOPE_COLUMNS: Record<StatsScope, { key: string; label: string }[]> = {
  accounts: [
    { key: "visitors", label: "Visitors" },
    { key: "registered", label: "Registered" },
    { key: "verified", label: "Verified" },
    { key: "subscribers", label: "Subscribers" },
  ],
  cart: [
    { key: "addedToCart", label: "Added to cart" },
    { key: "carts", label: "Carts" },
    { key: "orders", label: "Orders" },
  ],
  paintings: [
    { key: "paintings", label: "Paintings" },
    { key: "inCart", label: "In a cart" },
    { key: "ordered", label: "Ordered" },
  ],
  styles: [
    { key: "paintings", label: "Paintings" },
    { key: "inCart", label: "In a cart" },
    { key: "ordered", label: "Ordered" },
  ],
}

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : Number(v) || 0)

/** "2026-11-21" → "21 Nov"; anything else is shown as it is. */
export function dayLabel(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date)
  if (!m) return date
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
  return `${Number(m[3])} ${months[Number(m[2]) - 1] ?? m[2]}`
}

export function toChart(answer: StatsAnswer): Chart {
  const columns = SCOPE_COLUMNS[answer.scope] ?? []
  const rows: Record<string, unknown>[] = answer.scope === "styles" ? (answer.styles ?? []) : (answer.days ?? [])
  const labels = answer.scope === "styles" ? rows.map((r) => String(r.title ?? r.id)) : rows.map((r) => dayLabel(String(r.date)))
  return { labels, series: columns.map((c) => ({ key: c.key, label: c.label, values: rows.map((r) => num(r[c.key])) })) }
}

/** A round top for the value axis: 1, 2 or 5 times a power of ten, at least 1. */
export function niceMax(values: number[]): number {
  const max = Math.max(1, ...values)
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power
  return 10 * power
}

/** A share (0..1) as a percent with one decimal. */
export const percent = (share: number | undefined) => `${(Math.round((share ?? 0) * 1000) / 10).toFixed(1)}%`
