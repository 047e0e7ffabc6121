import { afterEach, describe, expect, it, vi } from "vitest"
import { MENU_EDGE_MARGIN, MENU_GAP, menuPosition, openContextMenu, useContextMenuStore } from "./context-menu-store"

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

  // The 11-item admin menu of a painting is about 420 px tall.
  const adminMenu = { width: 220, height: 420 }
  const fits = (at: { x: number; y: number }, menu = adminMenu) =>
    at.x >= 0 && at.y >= 0 && at.x + menu.width <= viewport.width && at.y + menu.height <= viewport.height

  it("opens downwards at the pointer when the whole menu fits below", () => {
    expect(menuPosition(100, 120, viewport, adminMenu)).toEqual({ x: 100, y: 120 })
  })

  it("flips up from the pointer when the menu does not fit below", () => {
    const at = menuPosition(300, 700, viewport, adminMenu)
    expect(at).toEqual({ x: 300, y: 700 - adminMenu.height })
    expect(fits(at)).toBe(true)
  })

  it("opens leftwards from the pointer when the menu does not fit on the right", () => {
    const at = menuPosition(1200, 100, viewport, { width: 300, height: 200 })
    expect(at).toEqual({ x: 1200 - 300, y: 100 })
  })

  it("keeps a menu taller than the room above and below inside the window", () => {
    const at = menuPosition(300, 300, { width: 1280, height: 500 }, adminMenu)
    expect(at.y).toBeGreaterThanOrEqual(0)
    expect(at.y + adminMenu.height).toBeLessThanOrEqual(500 - MENU_GAP)
  })

  it("keeps a menu taller than the window inside it, where it scrolls at its max-height", () => {
    const at = menuPosition(300, 390, { width: 1280, height: 400 }, adminMenu)
    expect(at.y).toBeGreaterThanOrEqual(0)
    expect(at.y + 400 - 2 * MENU_GAP).toBeLessThanOrEqual(400)
  })

  it("is wholly on screen wherever it opens", () => {
    for (let x = 0; x <= viewport.width; x += 80) {
      for (let y = 0; y <= viewport.height; y += 40) expect(fits(menuPosition(x, y, viewport, adminMenu)), `at ${x},${y}`).toBe(true)
    }
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
