"use client"
import type { MouseEvent } from "react"
import styles from "./menu-button.module.css"

type Props = { onOpen: (event: { clientX: number; clientY: number; preventDefault: () => void }) => void; label?: string }

/** The visible "⋯" of a card: opens the same menu as a right click, under the button. */
export function MenuButton({ onOpen, label = "More actions" }: Props) {
  function open(event: MouseEvent<HTMLButtonElement>) {
    // The menu closes on any click; this one must not reach the page and close it at once.
    event.stopPropagation()
    const box = event.currentTarget.getBoundingClientRect()
    onOpen({ clientX: box.left, clientY: box.bottom + 4, preventDefault: () => event.preventDefault() })
  }
  return (
    <button type="button" className={styles.button} aria-label={label} aria-haspopup="menu" onClick={open}>
      <span aria-hidden="true">⋯</span>
    </button>
  )
}
