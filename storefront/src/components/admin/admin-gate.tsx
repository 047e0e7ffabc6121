"use client"
/**
 * Admin screens only for accounts with isAdmin (spec section 6); everyone else sees a plain
 * note with a link home, and the API refuses them (401) anyway.
 */
import Link from "next/link"
import type { ReactNode } from "react"
import { useAccount } from "@/lib/session/use-account"
import { AdminNav } from "./admin-nav"
import styles from "./admin.module.css"

export const STAFF_ONLY = "This page is for the shop's staff."

export function AdminGate({ children }: { children: ReactNode }) {
  const { data: account, isPending } = useAccount()
  if (isPending) return <div className={styles.denied} aria-busy="true" />
  if (!account?.isAdmin) {
    return (
      <div className={styles.denied} data-testid="admin-denied">
        <h1>Staff only</h1>
        <p>{STAFF_ONLY}</p>
        <p>
          <Link href="/" className="button">
            Back to the shop
          </Link>
        </p>
      </div>
    )
  }
  return (
    <div className={styles.shell}>
      <AdminNav />
      <div className={styles.main} data-testid="admin-main">
        {children}
      </div>
    </div>
  )
}

/** A screen's title and a line on what it is for, with room for actions on the right. */
export function AdminHead({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className={styles.head}>
      <div>
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </div>
      {children && <div className={styles.inline}>{children}</div>}
    </header>
  )
}
