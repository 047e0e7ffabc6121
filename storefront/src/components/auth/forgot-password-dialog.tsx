"use client"
/** The forgot-password dialog of the login form: POST /api/account/forgot_password {email} → 'Email sent.' */
import { useState } from "react"
import { Modal } from "@/components/ui/modal"
import { emailError } from "@/lib/account/validate-credentials"
import { toast } from "@/lib/ui/ui-store"
import { fieldErrorOf } from "./field-errors"
import { TextField } from "./text-field"
import styles from "./auth.module.css"
import { useForgotPassword } from "@/lib/account/use-password-changes"

function ForgotPasswordForm({ initialEmail, onClose }: { initialEmail: string; onClose: () => void }) {
  const [email, setEmail] = useState(initialEmail)
  const [error, setError] = useState<string | undefined>()
  const [sent, setSent] = useState<string | null>(null)
  const send = useForgotPassword({
    onSuccess: ({ message }) => {
      setSent(message)
      toast(message)
    },
    onError: (err) => setError(fieldErrorOf(err, ["email"], "email")?.email),
  })

  if (sent) {
    return (
      <div className={styles.form}>
        <p className={styles.success} role="status" data-testid="forgot-password-sent">
          {sent} If an account uses {email.trim()}, a link to choose a new password is on its way.
        </p>
        <button type="button" className={styles.primary} onClick={onClose}>
          Done
        </button>
      </div>
    )
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        const problem = emailError(email)
        setError(problem)
        if (!problem) send.mutate(email.trim())
      }}
    >
      <p className={styles.lead}>Write the e-mail address of your account and we will send you a link to choose a new password.</p>
      <TextField
        label="Email"
        name="forgot-email"
        type="email"
        autoComplete="email"
        value={email}
        onValue={setEmail}
        error={error}
        autoFocus
      />
      <button type="submit" className={styles.primary} disabled={send.isPending} data-testid="forgot-password-send">
        {send.isPending ? "Sending…" : "Send reset link"}
      </button>
    </form>
  )
}

export function ForgotPasswordDialog({ open, onClose, initialEmail = "" }: { open: boolean; onClose: () => void; initialEmail?: string }) {
  return (
    <Modal open={open} onClose={onClose} title="Forgot password" size="small" testId="forgot-password-dialog">
      <ForgotPasswordForm initialEmail={initialEmail} onClose={onClose} />
    </Modal>
  )
}
