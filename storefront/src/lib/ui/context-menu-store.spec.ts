import { afterEach, describe, expect, it, vi } from "vitest"
import { MENU_EDGE_MARGIN, menuPosition, openContextMenu, useContextMenuStore } from "./context-menu-store"

const viewport = { width: 1280, height: 800 }

describe("menuPosition", () => {
  it("opens at the pointer when there is room", () => {
    expect(menuPosition(100, 120, viewport)).toEqual({ x: 100, y: 120 })
  })

  it("keeps 250 px from the right and bottom edges", () => {
    expect(MENU_EDGE_MARGIN).toBe(250)
    expect(menuPosition(1200, 790, viewport)).toEqual({ x: 1030, y: 550 })
  })

  it("never goes off the top or left on a tiny screen", () => {
    expect(menuPosition(100, 100, { width: 200, height: 150 })).toEqual({ x: 0, y: 0 })
    expect(menuPosition(-5, -5, viewport)).toEqual({ x: 0, y: 0 })
  })
})

describe("openContextMenu", () => {
  afterEach(() => useContextMenuStore.getState().close())

  it("prevents the browser's menu and opens ours at the click", () => {
    const preventDefault = vi.fn()
    const items = [{ label: "Open", onSelect: () => {} }]
    openContextMenu({ clientX: 10, clientY: 20, preventDefault }, items)
    expect(preventDefault).toHaveBeenCalled()
    expect(useContextMenuStore.getState().open).toEqual({ x: 10, y: 20, items })
  })
})
