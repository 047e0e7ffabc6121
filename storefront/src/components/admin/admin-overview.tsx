"use client"
/** /admin: what needs attention now (queues, orders to fulfil, failed tasks), recent paintings, styles to edit. */
import Link from "next/link"
import { useState } from "react"
import { when } from "@/lib/admin/admin-types"
import { paintingImageUrl } from "@/lib/paintings/painting-images"
import { AdminHead } from "./admin-gate"
import { CreateStyleModal } from "./create-style-modal"
import { EditStyleModal } from "./edit-style-modal"
import styles from "./admin.module.css"
import { useRecentPaintings } from "@/lib/paintings/use-recent-paintings"
import { useFailedTasks } from "@/lib/admin/use-tasks"
import { useServices } from "@/lib/admin/use-services"
import { usePendingOrders } from "@/lib/admin/use-admin-orders"
import { useAllStyles } from "@/lib/admin/use-admin-styles"

export function AdminOverview() {
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<string | null>(null)
  const services = useServices("24h", { refetchInterval: 10_000 })
  const ready = usePendingOrders()
  const failed = useFailedTasks()
  const paintings = useRecentPaintings()
  const allStyles = useAllStyles()

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
