"use client"
/** The optional signature painted into the corner; skipping clears it. */
import { useId } from "react"
import { MAX_SIGNATURE_LENGTH } from "@/lib/wizard/wizard-state"
import styles from "./wizard.module.css"

type Props = {
  signature: string
  previewUrl?: string
  onChange: (signature: string) => void
  onSkip: () => void
  onNext: () => void
  onBack: () => void
}

export function SignatureStep({ signature, previewUrl, onChange, onSkip, onNext, onBack }: Props) {
  const id = useId()
  return (
    <form
      className={styles.signature}
      data-testid="signature-step"
      onSubmit={(e) => {
        e.preventDefault()
        onNext()
      }}
    >
      <div className={styles.signaturePreview} aria-hidden>
        {previewUrl && <img src={previewUrl} alt="" />}
        <span className={styles.signatureInk}>{signature || "Your signature"}</span>
      </div>
      <div className={styles.signatureForm}>
        <h2 className={styles.panelTitle}>Sign your painting</h2>
        <p className={styles.note}>A name, a date or a few words, painted into the corner like an artist&apos;s signature. Optional.</p>
        <label htmlFor={id}>Signature</label>
        <input
          id={id}
          value={signature}
          maxLength={MAX_SIGNATURE_LENGTH}
          placeholder="e.g. Biscuit, 2026"
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
        />
        <p className="field-hint">
          {signature.length}/{MAX_SIGNATURE_LENGTH} characters
        </p>
        <div className="button-row">
          <button type="button" className="button-ghost" onClick={onBack}>
            Back
          </button>
          <span className={styles.spacer} />
          <button type="button" className="button-secondary" onClick={onSkip}>
            Skip
          </button>
          <button type="submit" className="button" disabled={!signature.trim()}>
            Continue
          </button>
        </div>
      </div>
    </form>
  )
}
