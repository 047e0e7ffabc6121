"use client"
/**
 * The shop's dialog: the native <dialog> shown modally, so focus is trapped, the page behind
 * is inert and Escape closes it. `<Modal open onClose title>{children}</Modal>`; the content
 * mounts only while open, so forms in it start fresh each time.
 */
import { useEffect, useId, useRef, type ReactNode } from "react"
import styles from "./modal.module.css"

/** Open modals; the page behind does not scroll while there is one. */
let openCount = 0
function lockScroll(delta: number) {
  openCount = Math.max(0, openCount + delta)
  document.documentElement.toggleAttribute("data-modal-open", openCount > 0)
}

type Props = {
  open: boolean
  onClose: () => void
  title: ReactNode
  children?: ReactNode
  /** Buttons under the content, right-aligned. */
  footer?: ReactNode
  size?: "small" | "medium" | "large"
  /** Fading out (the prompts close after 300 ms). */
  closing?: boolean
  className?: string
  testId?: string
}

export function Modal({ open, onClose, title, children, footer, size = "medium", closing, className, testId }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open) return
    if (!dialog.open) dialog.showModal()
    lockScroll(1)
    return () => {
      if (dialog.open) dialog.close()
      lockScroll(-1)
    }
  }, [open])

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]} ${className ?? ""}`}
      aria-labelledby={titleId}
      data-closing={closing || undefined}
      data-testid={testId}
      onCancel={(e) => {
        // Escape: the owner decides (it may animate out first).
        e.preventDefault()
        onClose()
      }}
      onPointerDown={(e) => {
        // A press on the backdrop (outside the box) closes.
        if (e.target !== ref.current) return
        const box = ref.current.getBoundingClientRect()
        const inside = e.clientX >= box.left && e.clientX <= box.right && e.clientY >= box.top && e.clientY <= box.bottom
        if (!inside) onClose()
      }}
    >
      {open && (
        <div className={styles.box}>
          <header className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} aria-label="Close" onClick={() => onClose()}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </div>
      )}
    </dialog>
  )
}
