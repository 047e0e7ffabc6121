"use client"
/**
 * /admin/stats: counts per day (GET /api/stats?timespan&scope: accounts, cart, paintings;
 * styles per style) as bar charts, the period's totals and conversions (POST /api/stats),
 * and the people behind them (POST /api/stats/registered, /subscribers, /clients, /added-to-cart).
 */
import { useState } from "react"
import { when } from "@/lib/admin/admin-types"
import { percent, toChart, type StatsScope } from "@/lib/admin/stats-series"
import { AdminHead } from "./admin-gate"
import { BarChart } from "./bar-chart"
import styles from "./admin.module.css"
import { useDailyStats, useStatsList, useStatsSummary } from "@/lib/admin/use-stats"

const SCOPES: { value: StatsScope; label: string }[] = [
  { value: "accounts", label: "Accounts" },
  { value: "cart", label: "Cart" },
  { value: "paintings", label: "Paintings" },
  { value: "styles", label: "Styles" },
]
const TIMESPANS = [
  { value: "7d", label: "7 days", days: 7 },
  { value: "30d", label: "30 days", days: 30 },
  { value: "90d", label: "90 days", days: 90 },
]
const LISTS = [
  { path: "registered", label: "Registered", key: "accounts" },
  { path: "subscribers", label: "Subscribers", key: "subscribers" },
  { path: "clients", label: "Clients", key: "clients" },
  { path: "added-to-cart", label: "Added to cart", key: "items" },
] as const

export function StatsView() {
  const [scope, setScope] = useState<StatsScope>("paintings")
  const [timespan, setTimespan] = useState("30d")
  const [list, setList] = useState<(typeof LISTS)[number]>(LISTS[0])
  const days = TIMESPANS.find((t) => t.value === timespan)?.days ?? 30
  // The period of the summaries: whole days up to now (when the page opened), like the charts.
  const [now] = useState(() => Date.now())
  const period = {
    from: new Date(now - days * 86_400_000).toISOString().slice(0, 10),
    to: new Date(now + 86_400_000).toISOString().slice(0, 10),
  }

  const daily = useDailyStats(scope, timespan)
  const summary = useStatsSummary(period)
  const people = useStatsList(list.path, period)
  const rows = ((people.data?.[list.key] as Record<string, unknown>[] | undefined) ?? []).slice(0, 50)
  const columns = rows[0]
    ? Object.keys(rows[0])
        .filter((k) => !/^(id|cart_id|account)$/.test(k))
        .slice(0, 6)
    : []

  return (
    <>
      <AdminHead title="Statistics" lead="How visitors become customers.">
        <label htmlFor="stats-timespan" style={{ margin: 0 }}>
          Over the last
        </label>
        <select id="stats-timespan" value={timespan} onChange={(e) => setTimespan(e.target.value)} style={{ width: "auto" }}>
          {TIMESPANS.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </AdminHead>

      <div className={styles.cards} data-testid="stats-summary">
        {summary.data &&
          [
            ["Visitors", summary.data.visitors],
            ["Registered", summary.data.registered],
            ["Paintings", summary.data.paintings],
            ["Carts", summary.data.carts],
            ["Orders", summary.data.orders],
            ["Painting → order", percent(summary.data.conversion?.paintingToOrder)],
            ["Cart → order", percent(summary.data.conversion?.cartToOrder)],
          ].map(([label, value]) => (
            <div key={label} className={styles.stat}>
              <div className={styles.statValue}>{value}</div>
              <div className={styles.statLabel}>{label}</div>
            </div>
          ))}
      </div>

      <section className={`${styles.section} ${styles.panel}`} aria-labelledby="stats-chart">
        <div className={styles.inline} style={{ justifyContent: "space-between" }}>
          <h2 id="stats-chart" style={{ margin: 0 }}>
            {SCOPES.find((s) => s.value === scope)?.label} {scope === "styles" ? "per style" : "per day"}
          </h2>
          <div className={styles.tabs} role="tablist" aria-label="What to count" style={{ margin: 0 }}>
            {SCOPES.map((s) => (
              <button
                key={s.value}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={scope === s.value}
                onClick={() => setScope(s.value)}
              >
                {s.label}
              </button>
            ))}
          </div>
        </div>
        {daily.data ? (
          <BarChart chart={toChart(daily.data)} title={`${scope} over ${timespan}`} />
        ) : (
          <p className={styles.empty}>{daily.isError ? "The statistics could not be loaded." : "Loading…"}</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="stats-people">
        <div className={styles.inline} style={{ justifyContent: "space-between" }}>
          <h2 id="stats-people" style={{ margin: 0 }}>
            Who
          </h2>
          <div className={styles.tabs} role="tablist" aria-label="List" style={{ margin: 0 }}>
            {LISTS.map((l) => (
              <button
                key={l.path}
                type="button"
                role="tab"
                className={styles.tab}
                aria-selected={list.path === l.path}
                onClick={() => setList(l)}
              >
                {l.label}
              </button>
            ))}
          </div>
        </div>
        <div className={styles.tableWrap} style={{ marginTop: "0.75rem" }}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c}>{c.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2")}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c}>{cell(r[c])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p className={styles.empty}>{people.isPending ? "Loading…" : "Nobody in this period."}</p>}
        </div>
      </section>
    </>
  )
}

function cell(v: unknown): string {
  if (v === null || v === undefined) return "—"
  if (typeof v === "boolean") return v ? "Yes" : "No"
  if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v)) return when(v)
  if (typeof v === "object") return JSON.stringify(v)
  return String(v)
}
