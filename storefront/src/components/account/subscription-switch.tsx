"use client"
/** A newsletter / cart-reminders switch (POST /api/account/{list} {value}). */
import { useSubscriptionSwitch, type SubscriptionList } from "@/lib/account/use-subscription-switch"
import styles from "./account.module.css"

export function SubscriptionSwitch({ list, on, title, text }: { list: SubscriptionList; on: boolean; title: string; text: string }) {
  const change = useSubscriptionSwitch(list)
  const id = `switch-${list}`
  return (
    <div className={styles.switchRow}>
      <span className={styles.switchText}>
        <strong id={`${id}-label`}>{title}</strong>
        <span id={`${id}-text`}>{text}</span>
      </span>
      <button
        type="button"
        role="switch"
        className={styles.switch}
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-text`}
        disabled={change.isPending}
        onClick={() => change.mutate(!on)}
        data-testid={`switch-${list}`}
      />
    </div>
  )
}
