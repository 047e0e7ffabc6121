"use client"
/**
 * The link of the password-reset e-mail: /reset-password?account=&token=. POST
 * /api/account/{account}/reset_password {token, password} → 'Password updated.', then the
 * login page.
 */
import Link from "next/link"
import { useRouter } from "next/navigation"
import { useState } from "react"
import { ApiError } from "@/lib/api/client"
import { passwordError } from "@/lib/account/validate-credentials"
import { toast } from "@/lib/ui/ui-store"
import { fieldErrorOf } from "./field-errors"
import { TextField } from "./text-field"
import styles from "./auth.module.css"
import { useResetPassword } from "@/lib/account/use-password-changes"

export function ResetPasswordForm({ account, token }: { account?: string; token?: string }) {
  const router = useRouter()
  const [password, setPassword] = useState("")
  const [repeat, setRepeat] = useState("")
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({})
  const [linkError, setLinkError] = useState<string | null>(null)
  const reset = useResetPassword({
    onSuccess: () => {
      toast("Password updated.")
      router.push("/sign-in")
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 400 && err.field === "password") setErrors({ password: err.message })
      else if (err instanceof ApiError && err.status < 500) setLinkError(err.message)
      else fieldErrorOf(err, [])
    },
  })

  if (!account || !token) {
    return (
      <div className={styles.card}>
        <h1>Choose a new password</h1>
        <p className={styles.problem} role="alert">
          This link is not complete. Please open the link from the e-mail again, or ask for a new one.
        </p>
        <Link className={styles.primary} href="/sign-in">
          Back to log in
        </Link>
      </div>
    )
  }

  return (
    <div className={styles.card}>
      <h1>Choose a new password</h1>
      <p className={styles.lead}>At least 8 characters. You will log in with it next.</p>
      <form
        className={styles.form}
        noValidate
        // Submitted before the page is interactive, the password stays out of the URL.
        method="post"
        data-testid="reset-password-form"
        onSubmit={(e) => {
          e.preventDefault()
          const found = { password: passwordError(password), repeat: repeat === password ? undefined : "The passwords do not match." }
          setErrors(found)
          if (!found.password && !found.repeat) reset.mutate({ account: account!, token: token!, password })
        }}
      >
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
          error={errors.password}
        />
        <TextField
          label="Repeat the new password"
          name="repeat"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onValue={setRepeat}
          error={errors.repeat}
        />
        {linkError ? (
          <p className={styles.problem} role="alert" data-testid="reset-password-error">
            {linkError}
          </p>
        ) : null}
        <button type="submit" className={styles.primary} disabled={reset.isPending || reset.isSuccess}>
          {reset.isPending ? "Saving…" : "Save new password"}
        </button>
      </form>
    </div>
  )
}
