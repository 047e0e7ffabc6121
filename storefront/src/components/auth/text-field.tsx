"use client"
/** A labelled input with its error underneath (aria-invalid / aria-describedby wired). */
import { useEffect, useId, useRef, type InputHTMLAttributes } from "react"
import styles from "./auth.module.css"

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> & {
  label: string
  value: string
  onValue: (value: string) => void
  error?: string
  optional?: boolean
}

export function TextField({ label, value, onValue, error, optional, id, ...input }: Props) {
  const generated = useId()
  const inputId = id ?? generated
  const ref = useRef<HTMLInputElement>(null)
  // What someone typed before the page became interactive is kept, not wiped by hydration.
  useEffect(() => {
    const typed = ref.current?.value
    if (typed && typed !== value) onValue(typed)
    // Only once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className={styles.field}>
      <label htmlFor={inputId}>
        {label} {optional ? <span className={styles.optional}>(optional)</span> : null}
      </label>
      <input
        ref={ref}
        id={inputId}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} data-testid={input.name ? `${input.name}-error` : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
