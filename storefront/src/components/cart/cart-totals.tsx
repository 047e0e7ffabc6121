/** The sums of spec section 9: total = subtotal − discount + shipping + taxes, in the cart's currency. */
import type { CartView } from "@/lib/cart/use-cart"
import { formatPrice } from "@/lib/medusa"
import styles from "./cart.module.css"

export function CartTotals({ cart, compact = false }: { cart: Pick<CartView, "currency" | "subtotal" | "discount" | "shipping" | "taxes" | "total" | "shippingOption">; compact?: boolean }) {
  const money = (n: number) => formatPrice(n, cart.currency)
  return (
    <dl className={styles.totals} data-testid="cart-totals">
      {compact ? null : (
        <>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{money(cart.subtotal)}</dd>
        </>
      )}
      <dt>Discount</dt>
      <dd className={cart.discount ? styles.discount : undefined} data-testid="cart-discount">
        {cart.discount ? `−${money(cart.discount)}` : money(0)}
      </dd>
      {compact ? null : (
        <>
          <dt>Shipping</dt>
          <dd data-testid="cart-shipping">{money(cart.shipping)}</dd>
          <dt>Taxes</dt>
          <dd data-testid="cart-taxes">{money(cart.taxes)}</dd>
          {cart.shippingOption ? <p className={styles.note}>{cart.shippingOption.name}</p> : null}
        </>
      )}
      <dt className={styles.totalRow}>Total</dt>
      <dd className={styles.totalRow} data-testid="cart-total">{money(cart.total)}</dd>
    </dl>
  )
}
