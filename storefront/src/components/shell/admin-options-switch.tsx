"use client"
/** The admins' "Admin options" switch: shows or hides the admin items of context menus and pages. */
import type { Account } from "@petshop/contract"
import styles from "./site-header.module.css"
import { useAdminOptionsSwitch } from "@/lib/account/use-admin-options-switch"

export function AdminOptionsSwitch({ account }: { account: Account }) {
  const update = useAdminOptionsSwitch()
  const on = account.showAdminOptions
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className={styles.switch}
      aria-busy={update.isPending}
      onClick={() => !update.isPending && update.mutate(!on)}
      data-testid="admin-options-switch"
    >
      <span>Admin options</span>
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
    </button>
  )
}
