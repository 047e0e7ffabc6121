"use client"
/** − n + for a cart item: steps by one, saved 300 ms after the last click; at 0 the item goes. */
import { useChangeQuantity } from "@/lib/cart/use-change-quantity"
import type { CartItem } from "@petshop/contract"
import styles from "./cart.module.css"

export function QuantityStepper({
  item,
  quantity,
  onChange,
  testIdPrefix = "cart",
}: {
  item: Pick<CartItem, "id" | "label">
  quantity: number
  onChange: ReturnType<typeof useChangeQuantity>
  testIdPrefix?: string
}) {
  const name = item.label.text1
  return (
    <div className={styles.stepper} role="group" aria-label={`Quantity of ${name}`} data-testid={`${testIdPrefix}-quantity`}>
      <button
        type="button"
        onClick={onChange.decrement}
        aria-label={quantity <= 1 ? `Remove ${name}` : `One fewer ${name}`}
        data-testid={`${testIdPrefix}-quantity-decrease`}
      >
        −
      </button>
      <output aria-live="polite" data-testid={`${testIdPrefix}-quantity-value`}>
        {quantity}
      </output>
      <button type="button" onClick={onChange.increment} aria-label={`One more ${name}`} data-testid={`${testIdPrefix}-quantity-increase`}>
        +
      </button>
    </div>
  )
}
