import { Suspense, type ReactNode } from "react"
import { AccountNav } from "@/components/account/account-nav"
import { RequireRegistered } from "@/components/account/require-registered"
import styles from "@/components/account/account.module.css"

export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <h1>My account</h1>
      <AccountNav />
      <div className={styles.content}>
        <Suspense fallback={<p className={styles.muted}>Loading your account…</p>}>
          <RequireRegistered>{children}</RequireRegistered>
        </Suspense>
      </div>
    </div>
  )
}
