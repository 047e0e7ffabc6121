/**
 * The one context menu of the page (spec section 2): opened at the click position, kept
 * 250 px from the right and bottom edges and wholly on screen, closed by any click or Escape. Items marked
 * `admin` show only to admins with admin options on.
 */
import { create } from "zustand"

export type MenuItem = { label: string; onSelect: () => void | Promise<void>; admin?: boolean; href?: string }

export const MENU_EDGE_MARGIN = 250

type MenuState = {
  open: { x: number; y: number; items: MenuItem[] } | null
  show: (x: number, y: number, items: MenuItem[]) => void
  close: () => void
}

export const useContextMenuStore = create<MenuState>((set) => ({
  open: null,
  show: (x, y, items) => set({ open: { x, y, items } }),
  close: () => set({ open: null }),
}))

/** The room a menu moved to fit keeps from the window's edges (its CSS max-height is the window less twice this). */
export const MENU_GAP = 8

type Size = { width: number; height: number }

/**
 * Where the menu opens: at the pointer, moved in so it stays MENU_EDGE_MARGIN from the right
 * and bottom edges. Given its measured size it is also shown whole: a menu taller than the room
 * below opens upwards from the pointer (wider than the room on the right, leftwards), then
 * stays MENU_GAP inside the window; one taller than the window scrolls.
 */
export function menuPosition(x: number, y: number, viewport: Size, menu: Size = { width: 0, height: 0 }) {
  const width = Math.min(menu.width, viewport.width - 2 * MENU_GAP)
  const height = Math.min(menu.height, viewport.height - 2 * MENU_GAP)
  let left = Math.min(x, viewport.width - MENU_EDGE_MARGIN)
  let top = Math.min(y, viewport.height - MENU_EDGE_MARGIN)
  if (left + width > viewport.width - MENU_GAP) left = x - width
  if (top + height > viewport.height - MENU_GAP) top = y - height
  return {
    x: Math.max(0, Math.min(left, viewport.width - MENU_GAP - width)),
    y: Math.max(0, Math.min(top, viewport.height - MENU_GAP - height)),
  }
}

/** For onContextMenu / a "⋯" button: prevents the browser's menu and opens ours. */
export function openContextMenu(event: { clientX: number; clientY: number; preventDefault: () => void }, items: MenuItem[]) {
  event.preventDefault()
  useContextMenuStore.getState().show(event.clientX, event.clientY, items)
}
