"use client"
/** /admin/surveys: what customers answered (GET /api/surveys?kind&page&perPage), newest first. */
import { useState } from "react"
import { when } from "@/lib/admin/admin-types"
import { AdminHead } from "./admin-gate"
import styles from "./admin.module.css"
import { useSurveys } from "@/lib/admin/use-content-admin"

const PER_PAGE = 50

function answerText(answers: unknown): string {
  if (answers === null || answers === undefined) return "—"
  if (typeof answers === "string") return answers
  if (Array.isArray(answers)) return answers.map(answerText).join(", ")
  if (typeof answers === "object")
    return Object.entries(answers as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${answerText(v)}`)
      .join(" · ")
  return String(answers)
}

export function SurveysView() {
  const [page, setPage] = useState(1)
  const surveys = useSurveys(page, PER_PAGE)
  const pages = Math.max(1, Math.ceil((surveys.data?.count ?? 0) / PER_PAGE))
  return (
    <>
      <AdminHead title="Surveys" lead="What customers told us after ordering and along the way." />
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="surveys-table">
          <thead>
            <tr>
              <th>When</th>
              <th>Kind</th>
              <th>Question</th>
              <th>Answer</th>
              <th>Page</th>
            </tr>
          </thead>
          <tbody>
            {(surveys.data?.surveys ?? []).map((s) => (
              <tr key={s.id}>
                <td>{when(s.dateCreated)}</td>
                <td>
                  <span className={styles.badge}>{s.kind}</span>
                </td>
                <td>{s.question ?? "—"}</td>
                <td>{answerText(s.answers)}</td>
                <td className={styles.mono}>{s.page ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {surveys.data?.surveys.length === 0 && <p className={styles.empty}>No survey answers yet.</p>}
      </div>
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
    </>
  )
}
