"use client"
import { useState, type FormEvent } from "react"
import { toast } from "@/lib/ui/ui-store"
import styles from "../content.module.css"
import own from "./refer.module.css"
import { useSendInvite } from "@/lib/account/use-send-invite"

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** Invites a friend by e-mail: POST /api/account/refer {email} → toast 'invite email sent.' */
export function SendInviteForm() {
  const [email, setEmail] = useState("")
  const [error, setError] = useState<string | null>(null)
  const invite = useSendInvite({
    onSuccess: (answer) => {
      toast(answer.message || "invite email sent.")
      setEmail("")
    },
  })
  function submit(e: FormEvent) {
    e.preventDefault()
    const to = email.trim()
    if (!EMAIL.test(to)) return setError("Please write an actual email address.")
    setError(null)
    invite.mutate(to)
  }
  return (
    <form onSubmit={submit} noValidate data-testid="refer-form">
      <div className={styles.field}>
        <label htmlFor="friend-email">Your friend&apos;s email</label>
        <div className={own.row}>
          <input
            id="friend-email"
            type="email"
            autoComplete="off"
            placeholder="friend@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "friend-email-error" : undefined}
          />
          <button type="submit" className={styles.button} disabled={invite.isPending}>
            {invite.isPending ? "Sending…" : "Send invite"}
          </button>
        </div>
        {error && (
          <p id="friend-email-error" role="alert" className={own.error}>
            {error}
          </p>
        )}
      </div>
    </form>
  )
}
