"use client"
/**
 * The account pages are for registered accounts: a visitor with a temporary account goes to
 * /sign-in?next={this page}. An activation link (/account?activate=…) is let through, since
 * it may be opened in a browser that is not logged in.
 */
import { usePathname, useRouter, useSearchParams } from "next/navigation"
import { useEffect, useSyncExternalStore, type ReactNode } from "react"
import { useAccount } from "@/lib/session/use-account"
import styles from "./account.module.css"

const subscribeNothing = () => () => undefined

export function RequireRegistered({ children }: { children: ReactNode }) {
  // False while hydrating: the account can arrive (fetched by the header) before this Suspense
  // boundary hydrates, and its first render must still match the server's "Loading…".
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false
  )
  const { data: account, isPending: loading } = useAccount()
  const isPending = loading || !hydrated
  const router = useRouter()
  const pathname = usePathname()
  const search = useSearchParams()
  const activating = pathname === "/account" && search.has("activate")
  const blocked = !isPending && (!account || account.isTemp) && !activating

  useEffect(() => {
    if (!blocked) return
    const query = search.toString()
    router.replace(`/sign-in?next=${encodeURIComponent(`${pathname}${query ? `?${query}` : ""}`)}`)
  }, [blocked, pathname, search, router])

  if (isPending || blocked) {
    return (
      <p className={styles.muted} role="status">
        {blocked ? "Taking you to log in…" : "Loading your account…"}
      </p>
    )
  }
  return <>{children}</>
}
