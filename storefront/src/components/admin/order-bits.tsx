/** Small pieces the order screens share. */
import type { Order } from "@petshop/contract"
import styles from "./admin.module.css"

export function money(amount: number | undefined, currency: string | undefined) {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: (currency || "usd").toUpperCase() }).format(amount ?? 0)
  } catch {
    return `${amount ?? 0} ${currency ?? ""}`
  }
}

/** Spec section 4's label (Cancelled, the merchant order id, Ready, Unfulfilled), coloured, plus Sent. */
export function fulfillmentBadge(o: Pick<Order, "fulfillmentLabel" | "isCancelled" | "fulfillment">) {
  const cls = o.isCancelled ? styles.badgeBad : o.fulfillmentLabel === "Unfulfilled" ? styles.badgeMuted : styles.badgeOk
  return (
    <span className={styles.inline}>
      <span className={cls} data-testid="fulfillment-label">
        {o.fulfillmentLabel}
      </span>
      {o.fulfillment.isSent && !o.isCancelled && (
        <span className={styles.badgeOk} data-testid="sent-badge">
          Sent
        </span>
      )}
    </span>
  )
}
