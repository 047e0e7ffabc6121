"use client"
/**
 * The login form (spec section 2): email, password, Log in, a Sign up link and a Forgot
 * password button that opens the forgot-password dialog. Section 5 messages show at the
 * field, so do the server's. Then on to ?next= or the shopper's artworks.
 */
import Link from "next/link"
import { useRouter } from "next/navigation"
import { useState } from "react"
import { ApiError } from "@/lib/api/client"
import { safeNext } from "@/lib/account/validate-credentials"
import { useAccount, useSessionActions } from "@/lib/session/use-account"
import { CredentialFields, useCredentials } from "./credential-fields"
import { fieldErrorOf } from "./field-errors"
import { ForgotPasswordDialog } from "./forgot-password-dialog"
import styles from "./auth.module.css"

export function LoginForm({ next }: { next?: string }) {
  const router = useRouter()
  const { data: account } = useAccount()
  const { login, logout } = useSessionActions()
  const credentials = useCredentials()
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [forgotOpen, setForgotOpen] = useState(false)
  const target = safeNext(next)
  const signUpHref = next ? `/sign-up?next=${encodeURIComponent(target)}` : "/sign-up"

  if (account && !account.isTemp && !busy) {
    return (
      <div className={styles.card}>
        <h1>You are logged in</h1>
        <p className={styles.lead}>
          You are logged in as <strong>{account.email}</strong>.
        </p>
        <div className={styles.links}>
          <Link className={styles.primary} href={target}>
            Continue
          </Link>
          <button type="button" className={styles.textButton} onClick={() => void logout()}>
            Log out
          </button>
        </div>
      </div>
    )
  }

  return (
    <div className={styles.card}>
      <h1>Log in</h1>
      <p className={styles.lead}>Welcome back. Your paintings, wishlist and cart are waiting.</p>
      <form
        className={styles.form}
        noValidate
        // Submitted before the page is interactive, the password stays out of the URL.
        method="post"
        data-testid="login-form"
        onSubmit={async (e) => {
          e.preventDefault()
          setFormError(null)
          if (!credentials.check()) return
          setBusy(true)
          try {
            await login(credentials.email.trim(), credentials.password)
            router.push(target)
          } catch (err) {
            setBusy(false)
            if (err instanceof ApiError && err.status !== 400) setFormError(err.message)
            else credentials.setErrors(fieldErrorOf(err, ["email", "password"], "password") ?? {})
          }
        }}
      >
        <CredentialFields credentials={credentials} passwordAutoComplete="current-password" />
        {formError ? (
          <p className={styles.problem} role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? "Logging in…" : "Log in"}
        </button>
      </form>
      <div className={styles.links}>
        <button type="button" className={styles.textButton} onClick={() => setForgotOpen(true)}>
          Forgot password
        </button>
        <span>
          New here? <Link href={signUpHref}>Sign up</Link>
        </span>
      </div>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} initialEmail={credentials.email} />
    </div>
  )
}
