"use client"
/** /admin: what needs attention now (queues, orders to fulfil, failed tasks), recent paintings, styles to edit. */
import { useQuery } from "@tanstack/react-query"
import Link from "next/link"
import { useState } from "react"
import { apiRequest } from "@/lib/api/client"
import type { Painting, Style } from "@petshop/contract"
import type { AdminOrder, Task } from "@/lib/admin/admin-types"
import { when } from "@/lib/admin/admin-types"
import { paintingImageUrl } from "@/lib/paintings/painting-images"
import { AdminHead } from "./admin-gate"
import { CreateStyleModal } from "./create-style-modal"
import { EditStyleModal } from "./edit-style-modal"
import styles from "./admin.module.css"
import { queryKeys } from "@/lib/api/query-keys"

type QueueDepths = Record<string, Record<string, number>>

export function AdminOverview() {
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<string | null>(null)
  const services = useQuery({
    queryKey: queryKeys.admin.services.over("24h"),
    queryFn: ({ signal }) =>
      apiRequest<{ queueDepths: QueueDepths; services: { isAlive: boolean }[] }>("/api/services", {
        query: { timespan: "24h" },
        signal,
        unthrottled: true,
      }),
    refetchInterval: 10_000,
  })
  const ready = useQuery({
    queryKey: queryKeys.admin.orders.list({ status: "pending" }),
    queryFn: ({ signal }) =>
      apiRequest<{ orders: AdminOrder[]; count: number }>("/api/admin/orders", {
        query: { status: "pending", perPage: 8 },
        signal,
        unthrottled: true,
      }),
  })
  const failed = useQuery({
    queryKey: queryKeys.tasks.failed(),
    queryFn: ({ signal }) =>
      apiRequest<{ tasks: Task[]; count: number }>("/api/tasks", { query: { status: "failed", perPage: 1 }, signal, unthrottled: true }),
  })
  const paintings = useQuery({
    queryKey: queryKeys.paintings.adminRecent(),
    queryFn: ({ signal }) =>
      apiRequest<{ paintings: Painting[] }>("/api/paintings", { query: { scope: "all", page: 1, perPage: 12 }, signal, unthrottled: true }),
  })
  const allStyles = useQuery({
    queryKey: queryKeys.styles.adminAll(),
    queryFn: ({ signal }) =>
      apiRequest<{ styles: Style[] }>("/api/styles", { query: { scope: "all", perPage: 100 }, signal, unthrottled: true }),
  })

  const depth = (queue: string) => {
    const q = services.data?.queueDepths?.[queue]
    return q ? (q.waiting ?? 0) + (q.active ?? 0) + (q.delayed ?? 0) : undefined
  }
  const unfulfilled = ready.data?.orders.filter((o) => !o.isCancelled && !o.fulfillment.isSent) ?? []

  return (
    <>
      <AdminHead title="Shop admin" lead="What needs doing today.">
        <button type="button" className="button" onClick={() => setCreating(true)} data-testid="open-create-style">
          Create style
        </button>
      </AdminHead>

      <div className={styles.cards} data-testid="admin-overview-cards">
        <Stat value={depth("paint")} label="Paintings in the queue" href="/admin/tasks" />
        <Stat value={depth("photo")} label="Photos being analysed" href="/admin/tasks" />
        <Stat value={services.data?.services.filter((s) => s.isAlive).length} label="Workers alive" href="/admin/services" />
        <Stat value={failed.data?.count} label="Failed tasks" href="/admin/tasks?status=failed" />
        <Stat value={unfulfilled.length} label="Orders to fulfil" href="/admin/orders" />
      </div>

      <section className={styles.section} aria-labelledby="to-fulfil">
        <h2 id="to-fulfil">Orders to fulfil</h2>
        {unfulfilled.length === 0 ? (
          <p className="muted">{ready.isPending ? "Loading orders…" : "Nothing waiting. Lovely."}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>Order</th>
                  <th>Placed</th>
                  <th>E-mail</th>
                  <th>Fulfilment</th>
                </tr>
              </thead>
              <tbody>
                {unfulfilled.map((o) => (
                  <tr key={o.id}>
                    <td>
                      <Link href={`/admin/orders?order=${o.uuid}`}>#{o.number}</Link>
                    </td>
                    <td>{when(o.dateCreated)}</td>
                    <td>{o.email}</td>
                    <td>
                      <span className={styles.badge}>{o.fulfillmentLabel}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="recent-paintings">
        <h2 id="recent-paintings">Recent paintings</h2>
        <ul className={styles.pictures}>
          {(paintings.data?.paintings ?? []).map((p) => {
            const url = paintingImageUrl(p, "small")
            return (
              <li key={p.id}>
                <Link href={p.routes?.page ?? `/artwork/${p.id}`} className={styles.pictureTile} title={p.title ?? undefined}>
                  {url ? <img src={url} alt={p.title ?? "A painting"} loading="lazy" /> : <span className={styles.frame}>{p.status}</span>}
                </Link>
              </li>
            )
          })}
        </ul>
        {paintings.data?.paintings.length === 0 && <p className="muted">No paintings yet.</p>}
      </section>

      <section className={styles.section} aria-labelledby="styles-list">
        <h2 id="styles-list">Styles</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="admin-styles">
            <thead>
              <tr>
                <th></th>
                <th>Style</th>
                <th>Type</th>
                <th>Service</th>
                <th>Shown</th>
                <th></th>
              </tr>
            </thead>
            <tbody>
              {(allStyles.data?.styles ?? []).map((s) => {
                const img = s.publicImage?.thumb ?? s.publicImage?.low ?? s.publicImage?.medium ?? s.publicImage?.original ?? null
                return (
                  <tr key={s.id}>
                    <td>{img ? <img className={styles.thumb} src={img} alt="" loading="lazy" /> : <span className={styles.thumb} />}</td>
                    <td>
                      <Link href={s.route}>{s.title}</Link>
                    </td>
                    <td>{s.type}</td>
                    <td>{s.provider}</td>
                    <td>
                      {s.isPublic ? <span className={styles.badgeOk}>Public</span> : <span className={styles.badgeMuted}>Hidden</span>}
                    </td>
                    <td>
                      <button type="button" className="button-secondary button-small" onClick={() => setEditing(s.id)}>
                        Edit style
                      </button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </section>

      <CreateStyleModal open={creating} onClose={() => setCreating(false)} />
      <EditStyleModal styleId={editing} onClose={() => setEditing(null)} />
    </>
  )
}

function Stat({ value, label, href }: { value: number | undefined; label: string; href: string }) {
  return (
    <Link href={href} className={styles.stat} style={{ textDecoration: "none", color: "inherit" }}>
      <div className={styles.statValue}>{value ?? "–"}</div>
      <div className={styles.statLabel}>{label}</div>
    </Link>
  )
}
