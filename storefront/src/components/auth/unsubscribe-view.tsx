"use client"
/**
 * The one-click unsubscribe link of an e-mail (/unsubscribe?account=&token=&list=…): turns
 * the newsletter or the cart reminders off without logging in, and says so ('Unsubscribed.'
 * / 'Unsubscribed from cart reminders.').
 */
import Link from "next/link"
import { ApiError } from "@/lib/api/client"
import { parseUnsubscribeList } from "@/lib/account/unsubscribe-by-link"
import { useUnsubscribeByLink } from "@/lib/account/use-unsubscribe-by-link"
import styles from "./auth.module.css"

export function UnsubscribeView({ account, token, list }: { account?: string; token?: string; list?: string }) {
  const which = parseUnsubscribeList(list)
  const complete = Boolean(account && token)
  const result = useUnsubscribeByLink(account, token, which)
  const what = which === "cart_reminders" ? "cart reminder e-mails" : "the newsletter"

  return (
    <div className={styles.card}>
      <h1>Unsubscribe</h1>
      {!complete ? (
        <p className={styles.problem} role="alert">
          This unsubscribe link is not complete. Please open it from the e-mail again, or change your e-mail settings in your account.
        </p>
      ) : result.isPending ? (
        <p className={styles.lead} role="status">
          Unsubscribing you from {what}…
        </p>
      ) : result.isError ? (
        <p className={styles.problem} role="alert" data-testid="unsubscribe-error">
          {result.error instanceof ApiError ? result.error.message : "The shop could not be reached. Please try again."}
        </p>
      ) : (
        <>
          <p className={styles.success} role="status" data-testid="unsubscribe-done">
            {result.data.message}
          </p>
          <p className={styles.lead}>You will not get {what} any more. You can switch them back on in your account at any time.</p>
        </>
      )}
      <div className={styles.links}>
        <Link href="/account">My account</Link>
        <Link href="/">Home</Link>
      </div>
    </div>
  )
}
