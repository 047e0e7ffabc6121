"use client"
/**
 * Scroll position per page (spec section 2): saved in sessionStorage under the page's path and
 * query, restored on back/forward navigation and reload. Pages whose content arrives after
 * mount (grids fed by queries) are not tall enough at first, so the restore keeps trying
 * until the page has grown to the saved position, the user scrolls, or 5 s pass.
 */
import { useEffect } from "react"

const PREFIX = "scroll:"
const GIVE_UP_MS = 5000
/** Frames the position must hold after it is reached (a late render may reset it). */
const SETTLE_FRAMES = 12

const pageKey = () => PREFIX + window.location.pathname + window.location.search

function readSaved(key: string): number | null {
  try {
    const raw = window.sessionStorage.getItem(key)
    const y = raw === null ? NaN : Number(raw)
    return Number.isFinite(y) ? y : null
  } catch {
    return null
  }
}

function save(key: string, y: number) {
  try {
    window.sessionStorage.setItem(key, String(Math.round(y)))
  } catch {
    /* storage full or blocked: nothing to restore later */
  }
}

export function ScrollRestoration() {
  useEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual"
    let restoring: { cancel: () => void } | null = null
    let frame = 0

    const onScroll = () => {
      if (restoring || frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        if (!restoring) save(pageKey(), window.scrollY)
      })
    }

    const restore = (key: string, y: number) => {
      restoring?.cancel()
      const started = performance.now()
      let held = 0
      let raf = 0
      const stop = () => {
        cancelAnimationFrame(raf)
        for (const type of ["wheel", "touchstart", "keydown", "pointerdown"]) window.removeEventListener(type, stop, true)
        restoring = null
      }
      const step = () => {
        // The user moved on to another page or the time is up.
        if (pageKey() !== key || performance.now() - started > GIVE_UP_MS) return stop()
        const max = document.documentElement.scrollHeight - window.innerHeight
        window.scrollTo(0, Math.min(y, Math.max(0, max)))
        if (max >= y - 1 && Math.abs(window.scrollY - y) <= 1) {
          if (++held >= SETTLE_FRAMES) return stop()
        } else {
          held = 0
        }
        raf = requestAnimationFrame(step)
      }
      for (const type of ["wheel", "touchstart", "keydown", "pointerdown"])
        window.addEventListener(type, stop, { capture: true, passive: true })
      restoring = { cancel: stop }
      raf = requestAnimationFrame(step)
    }

    const onPopState = () => {
      // Read now: while the old page's content is still up, clamped scrolls must not overwrite it.
      const key = pageKey()
      const y = readSaved(key)
      restoring?.cancel()
      if (y !== null && y > 0) restore(key, y)
      else window.scrollTo(0, 0)
    }

    const onPageHide = () => {
      if (!restoring) save(pageKey(), window.scrollY)
    }

    // A reload or a back/forward into the page from another site.
    const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined
    if (navigation && (navigation.type === "reload" || navigation.type === "back_forward")) {
      const key = pageKey()
      const y = readSaved(key)
      if (y !== null && y > 0) restore(key, y)
    }

    window.addEventListener("scroll", onScroll, { passive: true })
    window.addEventListener("popstate", onPopState)
    window.addEventListener("pagehide", onPageHide)
    return () => {
      restoring?.cancel()
      cancelAnimationFrame(frame)
      window.removeEventListener("scroll", onScroll)
      window.removeEventListener("popstate", onPopState)
      window.removeEventListener("pagehide", onPageHide)
    }
  }, [])
  return null
}
