/**
 * The one context menu of the page (spec section 2): opened at the click position, kept
 * 250 px from the right and bottom edges, closed by any click or Escape. Items marked
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

/** Where the menu opens: at the pointer, moved in so it stays MENU_EDGE_MARGIN from the right and bottom edges. */
export function menuPosition(x: number, y: number, viewport: { width: number; height: number }) {
  return {
    x: Math.max(0, Math.min(x, viewport.width - MENU_EDGE_MARGIN)),
    y: Math.max(0, Math.min(y, viewport.height - MENU_EDGE_MARGIN)),
  }
}

/** For onContextMenu / a "⋯" button: prevents the browser's menu and opens ours. */
export function openContextMenu(event: { clientX: number; clientY: number; preventDefault: () => void }, items: MenuItem[]) {
  event.preventDefault()
  useContextMenuStore.getState().show(event.clientX, event.clientY, items)
}
