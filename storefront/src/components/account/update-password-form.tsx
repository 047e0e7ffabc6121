"use client"
/** /account/update-password: PATCH /api/account/update_password {oldPassword, password} → 'Password updated.' */
import { useState } from "react"
import { fieldErrorOf } from "@/components/auth/field-errors"
import { TextField } from "@/components/auth/text-field"
import authStyles from "@/components/auth/auth.module.css"
import { passwordError } from "@/lib/account/validate-credentials"
import { toast } from "@/lib/ui/ui-store"
import styles from "./account.module.css"
import { useUpdatePassword } from "@/lib/account/use-password-changes"

type Errors = { oldPassword?: string; password?: string; repeat?: string }

export function UpdatePasswordForm() {
  const [oldPassword, setOldPassword] = useState("")
  const [password, setPassword] = useState("")
  const [repeat, setRepeat] = useState("")
  const [errors, setErrors] = useState<Errors>({})
  const update = useUpdatePassword({
    onSuccess: ({ message }) => {
      toast(message)
      setOldPassword("")
      setPassword("")
      setRepeat("")
      setErrors({})
    },
    onError: (err) => setErrors(fieldErrorOf(err, ["oldPassword", "password"]) ?? {}),
  })

  return (
    <section className={styles.card} aria-labelledby="password-title">
      <h2 id="password-title">Change password</h2>
      <form
        className={authStyles.form}
        style={{ maxWidth: "26rem" }}
        noValidate
        // Submitted before the page is interactive, the password stays out of the URL.
        method="post"
        data-testid="update-password-form"
        onSubmit={(e) => {
          e.preventDefault()
          const found: Errors = {
            oldPassword: oldPassword ? undefined : "Please write your current password.",
            password: passwordError(password),
            repeat: repeat === password ? undefined : "The passwords do not match.",
          }
          setErrors(found)
          if (!found.oldPassword && !found.password && !found.repeat) update.mutate({ oldPassword, password })
        }}
      >
        <TextField
          label="Current password"
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          value={oldPassword}
          onValue={setOldPassword}
          error={errors.oldPassword}
        />
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
        <button type="submit" className={authStyles.primary} disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Update password"}
        </button>
        {update.isSuccess ? (
          <p className={authStyles.success} role="status" data-testid="password-updated">
            {update.data.message}
          </p>
        ) : null}
      </form>
    </section>
  )
}
