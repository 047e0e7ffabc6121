"use client"
/**
 * Sends the shopper to the hosted payment page (POST /api/cart/create-checkout-session →
 * {url}). Errors are kept and shown under the button (spec section 8).
 */
import { useCheckoutSession } from "@/lib/checkout/use-checkout-session"
import styles from "../cart/cart.module.css"

export function CheckoutButton({
  disabled = false,
  onBeforeStart,
  label = "Checkout",
  testId = "checkout-button",
}: {
  disabled?: boolean
  /** Runs first; returning false stops (e.g. an address still has errors). */
  onBeforeStart?: () => boolean | Promise<boolean>
  label?: string
  testId?: string
}) {
  const { start, error } = useCheckoutSession()
  const busy = start.isPending || start.isSuccess
  return (
    <>
      <button
        type="button"
        className={styles.checkout}
        disabled={disabled || busy}
        aria-busy={busy}
        data-testid={testId}
        onClick={async () => {
          if (onBeforeStart && !(await onBeforeStart())) return
          start.mutate()
        }}
      >
        {busy ? "Opening the payment page…" : label}
      </button>
      {error ? (
        <p className={styles.error} role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </>
  )
}
