"use client"
/**
 * The page's one context menu (spec section 2): at the click position, kept wholly on screen
 * by menuPosition once measured (flipped up when there is no room below; scrolls when taller
 * than the window), closed by any click, Escape, scrolling the page or resizing. Items marked
 * admin show only to admins with admin options on.
 */
import Link from "next/link"
import { useEffect, useLayoutEffect, useRef } from "react"
import { useAccount } from "@/lib/session/use-account"
import { menuPosition, useContextMenuStore, type MenuItem } from "@/lib/ui/context-menu-store"
import styles from "./ui-overlays.module.css"

export function ContextMenuHost() {
  const open = useContextMenuStore((s) => s.open)
  const close = useContextMenuStore((s) => s.close)
  const { data: account } = useAccount()
  const menu = useRef<HTMLDivElement>(null)
  const showAdmin = !!account?.isAdmin && !!account.showAdminOptions

  // Placed before the first paint, once its items are laid out and can be measured.
  useLayoutEffect(() => {
    const element = menu.current
    if (!open || !element) return
    // Its layout size: the bounding box would be the opening animation's scaled-down one.
    const size = { width: element.offsetWidth, height: element.offsetHeight }
    const at = menuPosition(open.x, open.y, { width: window.innerWidth, height: window.innerHeight }, size)
    element.style.left = `${at.x}px`
    element.style.top = `${at.y}px`
  }, [open, showAdmin])

  useEffect(() => {
    if (!open) return
    const opener = document.activeElement as HTMLElement | null
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault()
        close()
        opener?.focus?.()
        return
      }
      if (e.key !== "ArrowDown" && e.key !== "ArrowUp" && e.key !== "Home" && e.key !== "End") return
      const items = Array.from(menu.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])
      if (!items.length) return
      e.preventDefault()
      const at = items.indexOf(document.activeElement as HTMLElement)
      const next =
        e.key === "Home"
          ? 0
          : e.key === "End"
            ? items.length - 1
            : e.key === "ArrowDown"
              ? (at + 1) % items.length
              : (at - 1 + items.length) % items.length
      items[next]?.focus()
    }
    // Attached after the opening event has finished, or its own click would close the menu.
    const timer = setTimeout(() => {
      document.addEventListener("click", close)
      document.addEventListener("contextmenu", close)
      window.addEventListener("scroll", close, { passive: true })
      window.addEventListener("resize", close)
    }, 0)
    document.addEventListener("keydown", onKey)
    menu.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus({ preventScroll: true })
    return () => {
      clearTimeout(timer)
      document.removeEventListener("click", close)
      document.removeEventListener("contextmenu", close)
      window.removeEventListener("scroll", close)
      window.removeEventListener("resize", close)
      document.removeEventListener("keydown", onKey)
    }
  }, [open, close])

  if (!open) return null
  const items = open.items.filter((item) => !item.admin || showAdmin)
  if (!items.length) return null

  return (
    <div ref={menu} role="menu" aria-label="Actions" className={styles.menu} data-testid="context-menu">
      {items.map((item, i) => (
        <MenuEntry key={`${item.label}-${i}`} item={item} close={close} />
      ))}
    </div>
  )
}

function MenuEntry({ item, close }: { item: MenuItem; close: () => void }) {
  const select = () => {
    close()
    void Promise.resolve()
      .then(item.onSelect)
      .catch((err) => console.info("[menu]", item.label, err))
  }
  const className = `${styles.menuItem} ${item.admin ? styles.menuItemAdmin : ""}`
  if (item.href) {
    return (
      <Link href={item.href} role="menuitem" tabIndex={-1} className={className} onClick={select}>
        {item.label}
      </Link>
    )
  }
  return (
    <button type="button" role="menuitem" tabIndex={-1} className={className} onClick={select}>
      {item.label}
    </button>
  )
}
