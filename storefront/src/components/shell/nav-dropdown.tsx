"use client"
/**
 * A header menu (spec sections 2 and 4): opens when the pointer enters, closes 400 ms after it
 * leaves (so a diagonal move to the panel does not drop it). For the keyboard the toggle button
 * opens and closes it, Escape closes it and returns focus, and focus leaving closes it.
 */
import Link from "next/link"
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react"
import styles from "./site-header.module.css"

export const MENU_CLOSE_MS = 400

type Props = {
  label: ReactNode
  /** Where the label leads; without it the label itself is the toggle. */
  href?: string
  /** Accessible name of the toggle when it is only a chevron next to a link. */
  toggleLabel: string
  align?: "left" | "right"
  minWidth?: number
  testId?: string
  /** Mount the panel's content only while open (the cart: no second copy of the cart in the page). */
  mountWhenOpen?: boolean
  children: ReactNode | ((close: () => void) => ReactNode)
}

export function NavDropdown({ label, href, toggleLabel, align = "left", minWidth, testId, mountWhenOpen, children }: Props) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const cancelClose = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }
  // `close` is handed to the panel's content as it renders, so it only sets state; a pending
  // close-after-leave is dropped once the menu is closed, and when the menu goes away.
  const close = useCallback(() => setOpen(false), [])
  useEffect(() => {
    if (open) return
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }, [open])
  useEffect(() => () => cancelClose(), [])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return
      close()
      toggle.current?.focus()
    }
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close()
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("pointerdown", onPointerDown)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onPointerDown)
    }
  }, [open, close])

  return (
    <div
      ref={root}
      className={styles.dropdown}
      data-open={open || undefined}
      data-testid={testId}
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return
        cancelClose()
        setOpen(true)
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== "mouse") return
        cancelClose()
        timer.current = setTimeout(() => setOpen(false), MENU_CLOSE_MS)
      }}
      onBlur={(e) => {
        // Tabbing out closes; focus dropping to nothing (a click on plain text, a button
        // turning busy) does not, clicks elsewhere close through the pointerdown listener.
        const to = e.relatedTarget as Node | null
        if (to && !root.current?.contains(to)) setOpen(false)
      }}
    >
      {href ? (
        <span className={styles.splitTrigger}>
          <Link href={href} className={styles.navLink} onClick={close}>
            {label}
          </Link>
          <button
            ref={toggle}
            type="button"
            className={styles.chevronButton}
            aria-label={toggleLabel}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            <Chevron />
          </button>
        </span>
      ) : (
        <button
          ref={toggle}
          type="button"
          className={styles.navLink}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {label}
          <Chevron />
        </button>
      )}
      <div
        id={panelId}
        className={styles.panel}
        data-align={align}
        hidden={!open}
        style={minWidth ? { minWidth } : undefined}
        onClick={(e) => {
          // Following a link in the panel closes it.
          if ((e.target as HTMLElement).closest("a")) close()
        }}
      >
        {mountWhenOpen && !open ? null : typeof children === "function" ? children(close) : children}
      </div>
    </div>
  )
}

function Chevron() {
  return (
    <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
