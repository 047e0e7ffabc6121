"use client"
/**
 * /account?activate={token}, the link of the activation e-mail: POST /api/account/activate
 * {token}, then "Your e-mail is verified" and the account is fetched again.
 */
import { useQueryClient } from "@tanstack/react-query"
import Link from "next/link"
import { useEffect } from "react"
import { ApiError } from "@/lib/api/client"
import { useActivation } from "@/lib/account/use-activation"
import styles from "./account.module.css"
import { queryKeys } from "@/lib/api/query-keys"

export function ActivationBanner({ token, loggedIn }: { token: string; loggedIn: boolean }) {
  const queryClient = useQueryClient()
  const activation = useActivation(token)

  useEffect(() => {
    if (activation.isSuccess) void queryClient.invalidateQueries({ queryKey: queryKeys.account() })
  }, [activation.isSuccess, queryClient])

  if (activation.isPending) {
    return (
      <div className={`${styles.banner} ${styles.warn}`} role="status">
        <p>Verifying your e-mail…</p>
      </div>
    )
  }
  if (activation.isError) {
    return (
      <div className={`${styles.banner} ${styles.bad}`} role="alert" data-testid="activation-error">
        <h2>This activation link did not work</h2>
        <p>{activation.error instanceof ApiError ? activation.error.message : "The shop could not be reached. Please try again."}</p>
      </div>
    )
  }
  return (
    <div className={`${styles.banner} ${styles.ok}`} role="status" data-testid="activation-done">
      <h2>Your e-mail is verified</h2>
      <p>Thank you! You can now create paintings of your pet.</p>
      {loggedIn ? null : (
        <div className={styles.row}>
          <Link className={styles.button} href="/sign-in?next=/account">
            Log in
          </Link>
        </div>
      )}
    </div>
  )
}
