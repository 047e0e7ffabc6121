/** The sums of spec section 9: total = subtotal − discount + shipping + taxes, in the cart's currency. */
import { taxLabel } from "@/lib/cart/tax-label"
import type { Cart } from "@petshop/contract"
import { formatPrice } from "@/lib/ui/format-price"
import styles from "./cart.module.css"

export function CartTotals({
  cart,
  compact = false,
  testIdPrefix = "cart",
}: {
  cart: Pick<Cart, "currency" | "subtotal" | "discount" | "shipping" | "taxes" | "taxLines" | "total" | "shippingOption">
  compact?: boolean
  testIdPrefix?: string
}) {
  const money = (n: number) => formatPrice(n, cart.currency)
  return (
    <dl className={styles.totals} data-testid={`${testIdPrefix}-totals`}>
      {compact ? null : (
        <>
          <dt>Subtotal</dt>
          <dd data-testid={`${testIdPrefix}-subtotal`}>{money(cart.subtotal)}</dd>
        </>
      )}
      <dt>Discount</dt>
      <dd className={cart.discount ? styles.discount : undefined} data-testid={`${testIdPrefix}-discount`}>
        {cart.discount ? `−${money(cart.discount)}` : money(0)}
      </dd>
      {compact ? null : (
        <>
          <dt>Shipping</dt>
          <dd data-testid={`${testIdPrefix}-shipping`}>{money(cart.shipping)}</dd>
          <dt>{taxLabel(cart.taxLines)}</dt>
          <dd data-testid={`${testIdPrefix}-taxes`}>{money(cart.taxes)}</dd>
          {cart.shippingOption ? <p className={styles.note}>{cart.shippingOption.name}</p> : null}
        </>
      )}
      <dt className={styles.totalRow}>Total</dt>
      <dd className={styles.totalRow} data-testid={`${testIdPrefix}-total`}>
        {money(cart.total)}
      </dd>
    </dl>
  )
}
