"use client"
/**
 * /admin/services: the painting workers (GET /api/services/?timespan) with their heartbeat,
 * finished and failed counts and an enable switch (PATCH /api/service/{id}), the depth of
 * each queue, and a worker's recent tasks (GET /api/service/{id}/tasks?timespan).
 */
import { useState } from "react"
import type { Service } from "@petshop/contract"
import { when } from "@/lib/admin/admin-types"
import { AdminHead } from "./admin-gate"
import { TaskTable } from "./task-table"
import styles from "./admin.module.css"
import { useServiceTasks, useServices, useToggleService } from "@/lib/admin/use-services"

const TIMESPANS = ["1h", "24h", "7d", "30d"] as const

export function ServicesView() {
  const [timespan, setTimespan] = useState<string>("24h")
  const [open, setOpen] = useState<Service | null>(null)
  const services = useServices(timespan, { refetchInterval: 10_000 })
  const tasks = useServiceTasks(open?.id, timespan)
  const toggle = useToggleService()

  return (
    <>
      <AdminHead title="Services" lead="The workers that analyse photos and paint, and how full their queues are.">
        <label htmlFor="services-timespan" style={{ margin: 0 }}>
          Over the last
        </label>
        <select id="services-timespan" value={timespan} onChange={(e) => setTimespan(e.target.value)} style={{ width: "auto" }}>
          {TIMESPANS.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </AdminHead>
      <div className={styles.cards} data-testid="queue-depths">
        {Object.entries(services.data?.queueDepths ?? {}).map(([queue, counts]) => (
          <div key={queue} className={styles.stat}>
            <div className={styles.statValue}>{(counts.waiting ?? 0) + (counts.delayed ?? 0)}</div>
            <div className={styles.statLabel}>
              {queue} queue waiting · {counts.active ?? 0} active · {counts.failed ?? 0} failed
            </div>
          </div>
        ))}
      </div>
      <div className={styles.tableWrap} style={{ marginTop: "1.5rem" }}>
        <table className={styles.table} data-testid="services-table">
          <thead>
            <tr>
              <th>Worker</th>
              <th>Queues</th>
              <th>Heartbeat</th>
              <th>Finished</th>
              <th>Failed</th>
              <th>Enabled</th>
              <th></th>
            </tr>
          </thead>
          <tbody>
            {(services.data?.services ?? []).map((s) => (
              <tr key={s.id}>
                <td>
                  <strong>{s.name}</strong>
                  <div className="muted" style={{ fontSize: "0.82rem" }}>
                    {s.hostname} · pid {s.pid}
                  </div>
                </td>
                <td>{s.queues.join(", ")}</td>
                <td>
                  {s.isAlive ? <span className={styles.badgeOk}>Alive</span> : <span className={styles.badgeBad}>Silent</span>}{" "}
                  <span className="muted">{when(s.lastHeartbeatAt)}</span>
                </td>
                <td>{s.tasks.finished}</td>
                <td>{s.tasks.failed}</td>
                <td>
                  <label className={styles.checkbox} style={{ margin: 0 }}>
                    <input type="checkbox" checked={s.isEnabled} onChange={() => toggle.mutate(s)} aria-label={`${s.name} enabled`} />
                    {s.isEnabled ? "On" : "Off"}
                  </label>
                </td>
                <td>
                  <button type="button" className="button-secondary button-small" onClick={() => setOpen(open?.id === s.id ? null : s)}>
                    {open?.id === s.id ? "Hide tasks" : "Tasks"}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {services.data?.services.length === 0 && <p className={styles.empty}>No workers seen in this timespan.</p>}
      </div>
      <section className={styles.section} aria-labelledby="painting-providers">
        <h2 id="painting-providers">Painting services</h2>
        <p className="muted">Who paints a style. A remote service is usable once its settings are in the shop's environment.</p>
        <ul data-testid="painting-providers" style={{ listStyle: "none", padding: 0, display: "grid", gap: "0.4rem" }}>
          {(services.data?.providers ?? []).map((p) => (
            <li key={p.id}>
              <strong>{p.label}</strong> <span className="muted">({p.id})</span>{" "}
              {p.status === "ready" ? (
                <span className={styles.badgeOk}>Ready</span>
              ) : (
                <span className={styles.badgeBad}>Not configured</span>
              )}
            </li>
          ))}
        </ul>
      </section>
      {open && (
        <section className={styles.section} aria-labelledby="service-tasks">
          <h2 id="service-tasks">Tasks of {open.name}</h2>
          <TaskTable tasks={tasks.data?.tasks ?? []} empty={tasks.isPending ? "Loading…" : "No tasks in this timespan."} />
        </section>
      )}
    </>
  )
}
