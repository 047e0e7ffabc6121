"use client"
/**
 * /admin/tasks: the painting machinery's tasks (GET /api/tasks?type&status), and what changed
 * in the last minutes (GET /api/tasks/latest?timeDelta). Live task events refresh queryKeys.tasks.all().
 */
import { useSearchParams } from "next/navigation"
import { useState } from "react"
import { AdminHead } from "./admin-gate"
import { TaskTable } from "./task-table"
import styles from "./admin.module.css"
import { useLatestTasks, useTasks } from "@/lib/admin/use-tasks"

const PER_PAGE = 50

export function TasksView() {
  const params = useSearchParams()
  const [status, setStatus] = useState(params.get("status") ?? "")
  const [type, setType] = useState("")
  const [page, setPage] = useState(1)
  const [timeDelta, setTimeDelta] = useState(600)
  const filters = { status: status || undefined, type: type || undefined, page, perPage: PER_PAGE }
  const tasks = useTasks(filters, { placeholderData: (prev) => prev, refetchInterval: 15_000 })
  const latest = useLatestTasks(timeDelta)
  const pages = Math.max(1, Math.ceil((tasks.data?.count ?? 0) / PER_PAGE))

  return (
    <>
      <AdminHead title="Tasks" lead="Photo analyses and paintings, as the workers take them." />
      <section className={styles.section} aria-labelledby="latest-tasks" style={{ marginTop: 0 }}>
        <div className={styles.inline} style={{ justifyContent: "space-between" }}>
          <h2 id="latest-tasks">Lately</h2>
          <div className={styles.inline}>
            <label htmlFor="time-delta" style={{ margin: 0 }}>
              Changed in the last
            </label>
            <select id="time-delta" value={timeDelta} onChange={(e) => setTimeDelta(Number(e.target.value))} style={{ width: "auto" }}>
              <option value={60}>minute</option>
              <option value={600}>10 minutes</option>
              <option value={3600}>hour</option>
            </select>
          </div>
        </div>
        <TaskTable tasks={latest.data?.tasks ?? []} empty={latest.isPending ? "Loading…" : "Nothing changed lately."} />
      </section>
      <section className={styles.section} aria-labelledby="all-tasks">
        <h2 id="all-tasks">All tasks</h2>
        <div className={styles.filters}>
          <div>
            <label htmlFor="task-status">Status</label>
            <select
              id="task-status"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value)
                setPage(1)
              }}
            >
              <option value="">Any status</option>
              {["queue", "in-progress", "complete", "failed"].map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="task-type">Type</label>
            <select
              id="task-type"
              value={type}
              onChange={(e) => {
                setType(e.target.value)
                setPage(1)
              }}
            >
              <option value="">Any type</option>
              <option value="paint">paint</option>
              <option value="photo">photo</option>
            </select>
          </div>
          <span className="muted">{tasks.data ? `${tasks.data.count} tasks` : ""}</span>
        </div>
        <TaskTable tasks={tasks.data?.tasks ?? []} empty={tasks.isPending ? "Loading…" : "No tasks match."} />
        {pages > 1 && (
          <div className="button-row" style={{ marginTop: "1rem" }}>
            <button type="button" className="button-ghost button-small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </button>
            <span>
              Page {page} of {pages}
            </span>
            <button type="button" className="button-ghost button-small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </button>
          </div>
        )}
      </section>
    </>
  )
}
