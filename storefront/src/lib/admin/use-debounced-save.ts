"use client"
/**
 * Collects changes and saves them together once typing pauses (spec section 9: style patch
 * 2500 ms, order patches 300 ms). Pending changes are saved when the component goes away.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from "react"

export function useDebouncedSave<T extends object>(save: (changes: Partial<T>) => Promise<unknown> | void, ms: number) {
  const pending = useRef<Partial<T>>({})
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // The latest saver, for the timer and the unmount flush (kept current after each commit).
  const saveRef = useRef(save)
  useLayoutEffect(() => {
    saveRef.current = save
  })

  /** Saves what is waiting now; answers the save's promise (if the saver gives one). */
  const flush = useCallback((): Promise<unknown> | void => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    const changes = pending.current
    pending.current = {}
    return Object.keys(changes).length ? saveRef.current(changes) : undefined
  }, [])

  const schedule = useCallback(
    (changes: Partial<T>) => {
      pending.current = { ...pending.current, ...changes }
      if (timer.current) clearTimeout(timer.current)
      // Failures were shown by the saver; a timer has no one to tell.
      timer.current = setTimeout(() => Promise.resolve(flush()).catch(() => {}), ms)
    },
    [flush, ms]
  )

  /** Drops what is waiting (e.g. when the form became invalid again). */
  const cancel = useCallback((keys?: (keyof T)[]) => {
    if (!keys) pending.current = {}
    else for (const k of keys) delete pending.current[k]
  }, [])

  useEffect(() => () => void Promise.resolve(flush()).catch(() => {}), [flush])
  return { schedule, flush, cancel }
}
