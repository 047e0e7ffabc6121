/** The step indicator: Photo → (Signature) → Confirm, the current one marked. */
import type { WizardStep } from "@/lib/wizard/wizard-state"
import styles from "./wizard.module.css"

export function WizardSteps({ steps, current }: { steps: WizardStep[]; current: WizardStep }) {
  const at = steps.indexOf(current)
  return (
    <ol className={styles.steps} aria-label="Steps" data-testid="wizard-steps">
      {steps.map((step, i) => (
        <li
          key={step}
          className={`${styles.step} ${i < at ? styles.stepDone : ""} ${i === at ? styles.stepNow : ""}`}
          aria-current={i === at ? "step" : undefined}
        >
          <span className={styles.stepDot} aria-hidden>
            {i < at ? "✓" : i + 1}
          </span>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  )
}
