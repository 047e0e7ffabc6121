"use client"
/**
 * A value only the browser has (a localStorage setting, say), read as the component renders.
 * The server and the hydrating render use `serverValue`, so the first render matches the
 * server's HTML; React renders again with the browser's value straight after hydration.
 * Nothing notifies a change: a new value shows on the component's next render.
 */
import { useSyncExternalStore } from "react"

const subscribeNothing = () => () => undefined

/** `read` must answer the same primitive while nothing changed (it runs on every render). */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNothing, read, () => serverValue)
}
