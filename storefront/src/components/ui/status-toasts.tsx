"use client"
/** Status toasts (spec section 4): the store removes them after 3 s, errors after 6 s. */
import { useUi } from "@/lib/ui/ui-store"
import styles from "./ui-overlays.module.css"

export function StatusToasts() {
  const toasts = useUi((s) => s.toasts)
  const dismiss = useUi((s) => s.dismiss)
  return (
    <div className={styles.toasts} role="status" aria-live="polite" aria-relevant="additions text">
      {toasts.map((t) => (
        <div key={t.id} className={styles.toast} data-kind={t.kind} data-testid="toast">
          <span aria-hidden="true" className={styles.toastIcon}>
            {t.kind === "error" ? "!" : "✓"}
          </span>
          <span className={styles.toastText}>{t.text}</span>
          <button type="button" className={styles.toastClose} aria-label="Dismiss" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
