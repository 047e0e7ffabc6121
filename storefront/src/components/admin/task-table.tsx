"use client"
/** Tasks as a table with retry (failed) and delete (queued or failed); a row opens its details. */
import { useQueryClient } from "@tanstack/react-query"
import { Fragment, useState } from "react"
import { useDeleteById } from "@/lib/admin/use-delete-by-id"
import type { Task } from "@/lib/admin/admin-types"
import { when } from "@/lib/admin/admin-types"
import { confirmAction, toast } from "@/lib/ui/ui-store"
import styles from "./admin.module.css"
import { queryKeys } from "@/lib/api/query-keys"
import { useRetryTask } from "@/lib/admin/use-tasks"

export function taskBadge(status: string) {
  const cls =
    status === "failed" ? styles.badgeBad : status === "complete" ? styles.badgeOk : status === "queue" ? styles.badgeMuted : styles.badge
  return <span className={cls}>{status}</span>
}

const seconds = (ms: number | null) => (ms === null ? "—" : `${(ms / 1000).toFixed(1)} s`)

export function TaskTable({ tasks, empty = "No tasks." }: { tasks: Task[]; empty?: string }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.all() })
  const retry = useRetryTask({ onSuccess: () => toast("Task queued again.") })
  const remove = useDeleteById("/api/task", "Task deleted.", refresh)

  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="tasks-table">
        <thead>
          <tr>
            <th>Task</th>
            <th>Type</th>
            <th>Status</th>
            <th>Progress</th>
            <th>Worker</th>
            <th>Queued</th>
            <th>Took</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((t) => (
            <Fragment key={t.id}>
              <tr data-testid="task-row">
                <td>
                  <button
                    type="button"
                    className={`${styles.rowButton} ${styles.mono}`}
                    aria-expanded={open === t.id}
                    onClick={() => setOpen(open === t.id ? null : t.id)}
                  >
                    {t.id.slice(-8)}
                  </button>
                </td>
                <td>{t.type}</td>
                <td>{taskBadge(t.status)}</td>
                <td>{t.progress !== null && t.progress !== undefined ? `${Math.round(t.progress)}%` : "—"}</td>
                <td className={styles.mono}>{t.workerId ?? "—"}</td>
                <td>{when(t.queuedAt ?? t.dateCreated)}</td>
                <td>{seconds(t.durationMs)}</td>
                <td>
                  <div className={styles.inline}>
                    {t.status === "failed" && (
                      <button type="button" className="button-secondary button-small" onClick={() => retry.mutate(t.id)}>
                        Retry
                      </button>
                    )}
                    {(t.status === "failed" || t.status === "queue") && (
                      <button
                        type="button"
                        className="button-ghost button-small"
                        onClick={async () => {
                          if (await confirmAction("Delete this task?")) remove.mutate(t.id)
                        }}
                      >
                        Delete
                      </button>
                    )}
                  </div>
                </td>
              </tr>
              {open === t.id && (
                <tr>
                  <td colSpan={8}>
                    <dl
                      className={styles.mono}
                      style={{ margin: 0, display: "grid", gridTemplateColumns: "max-content 1fr", gap: "0.2rem 1rem" }}
                    >
                      <dt>Id</dt>
                      <dd style={{ margin: 0 }}>{t.id}</dd>
                      <dt>Subject</dt>
                      <dd style={{ margin: 0 }}>{t.subjectId ?? "—"}</dd>
                      <dt>Attempts</dt>
                      <dd style={{ margin: 0 }}>
                        {t.attempts} of {t.maxAttempts}
                      </dd>
                      <dt>Started</dt>
                      <dd style={{ margin: 0 }}>{when(t.startedAt)}</dd>
                      <dt>Finished</dt>
                      <dd style={{ margin: 0 }}>{when(t.finishedAt)}</dd>
                      {t.error && (
                        <>
                          <dt>Error</dt>
                          <dd style={{ margin: 0, color: "var(--danger)" }}>{t.error}</dd>
                        </>
                      )}
                    </dl>
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
      {tasks.length === 0 && <p className={styles.empty}>{empty}</p>}
    </div>
  )
}
