"use client"
/**
 * Email and password as the login and sign-up forms ask for them: section 5's checks shown at
 * the field once the form has been submitted, then again on every change.
 */
import { useState } from "react"
import { emailError, passwordError } from "@/lib/account/validate-credentials"
import { TextField } from "./text-field"

export type CredentialErrors = { email?: string; password?: string; name?: string }

export function useCredentials() {
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<CredentialErrors>({})
  const [checked, setChecked] = useState(false)
  return {
    email,
    password,
    errors,
    setErrors,
    checked,
    /** On submit: shows the errors and answers whether the two fields are fine. */
    check(): boolean {
      setChecked(true)
      const found = { email: emailError(email), password: passwordError(password) }
      setErrors(found)
      return !found.email && !found.password
    },
    onEmail(v: string) {
      setEmail(v)
      if (checked) setErrors((x) => ({ ...x, email: emailError(v) }))
    },
    onPassword(v: string) {
      setPassword(v)
      if (checked) setErrors((x) => ({ ...x, password: passwordError(v) }))
    },
  }
}

type Props = { credentials: ReturnType<typeof useCredentials>; passwordAutoComplete: "current-password" | "new-password" }

export function CredentialFields({ credentials: c, passwordAutoComplete }: Props) {
  return (
    <>
      <TextField label="Email" name="email" type="email" autoComplete="email" value={c.email} onValue={c.onEmail} error={c.errors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete={passwordAutoComplete}
        value={c.password}
        onValue={c.onPassword}
        error={c.errors.password}
      />
    </>
  )
}
