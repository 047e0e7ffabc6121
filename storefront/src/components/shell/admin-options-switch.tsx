"use client"
/** The admins' "Admin options" switch: shows or hides the admin items of context menus and pages. */
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiRequest } from "@/lib/api/client"
import { handleApiError } from "@/lib/api/handle-api-error"
import type { Account } from "@petshop/contract"
import styles from "./site-header.module.css"
import { queryKeys } from "@/lib/api/query-keys"

export function AdminOptionsSwitch({ account }: { account: Account }) {
  const queryClient = useQueryClient()
  const update = useMutation({
    mutationFn: (showAdminOptions: boolean) => apiRequest<Account>("/api/account/update", { method: "PATCH", body: { showAdminOptions } }),
    onMutate: (showAdminOptions) => {
      // Flip at once; the answer (or the error) settles it.
      queryClient.setQueryData<Account>(queryKeys.account(), (a) => (a ? { ...a, showAdminOptions } : a))
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<Account>(queryKeys.account(), (a) => (a ? { ...a, ...answer, token: a.token } : answer))
    },
    onError: (err, showAdminOptions) => {
      handleApiError(err)
      queryClient.setQueryData<Account>(queryKeys.account(), (a) => (a ? { ...a, showAdminOptions: !showAdminOptions } : a))
    },
  })
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
