"use client"
/**
 * Sign up: email, password, optional name and the newsletter box. The visitor's temporary
 * account becomes a registered one (keeping its paintings and cart); then a notice that the
 * activation e-mail was sent, with a button to send it again.
 */
import Link from "next/link"
import { useState } from "react"
import { ApiError } from "@/lib/api/client"
import { safeNext } from "@/lib/account/validate-credentials"
import { useAccount, useSessionActions } from "@/lib/session/use-account"
import { CredentialFields, useCredentials } from "./credential-fields"
import { fieldErrorOf } from "./field-errors"
import { ResendActivationButton } from "./resend-activation-button"
import { TextField } from "./text-field"
import styles from "./auth.module.css"
import { setSubscription } from "@/lib/account/use-subscription-switch"

export function RegisterForm({ next }: { next?: string }) {
  const { data: account } = useAccount()
  const { register } = useSessionActions()
  const credentials = useCredentials()
  const { email, password, errors } = credentials
  const [name, setName] = useState("")
  const [newsletter, setNewsletter] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [registeredAs, setRegisteredAs] = useState<string | null>(null)
  const target = safeNext(next)

  if (registeredAs) {
    return (
      <div className={styles.card} data-testid="activation-notice">
        <h1>Check your e-mail</h1>
        <p className={styles.success} role="status">
          We sent an activation e-mail to <strong>{registeredAs}</strong>. Open the link in it to verify your address, then you can create
          paintings.
        </p>
        <p className={styles.lead}>
          Nothing arrived after a few minutes? Look in your spam folder or send it again. If this address already had an account, we sent it
          a note instead: <Link href="/sign-in">log in</Link> with it, or choose Forgot password there.
        </p>
        <div className={styles.links}>
          <ResendActivationButton className={styles.secondary} />
          <Link href={target}>Continue</Link>
        </div>
      </div>
    )
  }

  if (account && !account.isTemp && !busy) {
    return (
      <div className={styles.card}>
        <h1>You already have an account</h1>
        <p className={styles.lead}>
          You are logged in as <strong>{account.email}</strong>. Log out first to create another account.
        </p>
        <Link className={styles.primary} href="/account">
          View my account
        </Link>
      </div>
    )
  }

  return (
    <div className={styles.card}>
      <h1>Sign up</h1>
      <p className={styles.lead}>Create an account to paint your pet, keep your artworks and order prints.</p>
      <form
        className={styles.form}
        noValidate
        // Submitted before the page is interactive, the password stays out of the URL.
        method="post"
        data-testid="register-form"
        onSubmit={async (e) => {
          e.preventDefault()
          setFormError(null)
          if (!credentials.check()) return
          setBusy(true)
          try {
            const created = await register({ email: email.trim(), password, ...(name.trim() ? { name: name.trim() } : {}) })
            if (newsletter) {
              // Registration itself does not take the newsletter choice; the switch does.
              await setSubscription("newsletter", true).catch(() => undefined)
            }
            setRegisteredAs(created.email ?? email.trim())
          } catch (err) {
            if (err instanceof ApiError && err.status !== 400) setFormError(err.message)
            else credentials.setErrors(fieldErrorOf(err, ["email", "password", "name"], "email") ?? {})
          } finally {
            setBusy(false)
          }
        }}
      >
        <CredentialFields credentials={credentials} passwordAutoComplete="new-password" />
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          optional
          value={name}
          onValue={setName}
          error={errors.name}
          maxLength={120}
        />
        <label className={styles.check}>
          <input type="checkbox" name="newsletter" checked={newsletter} onChange={(e) => setNewsletter(e.target.checked)} />
          Send me the newsletter: new styles, offers and pet portrait stories.
        </label>
        {formError ? (
          <p className={styles.problem} role="alert">
            {formError}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy ? "Creating your account…" : "Sign up"}
        </button>
      </form>
      <div className={styles.links}>
        <span>
          Already have an account? <Link href={next ? `/sign-in?next=${encodeURIComponent(target)}` : "/sign-in"}>Log in</Link>
        </span>
      </div>
    </div>
  )
}
