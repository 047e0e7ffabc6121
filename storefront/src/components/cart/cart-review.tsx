"use client"
/**
 * The cart review (spec section 2): the header's Cart dropdown (compact) and /cart. Shows
 * 'cart loading...', 'Your cart is currently empty.', each item with its painting, the
 * Discount and Total rows and the Checkout link (or, with the session checkout build flag,
 * a button that opens the payment page directly).
 */
import Link from "next/link"
import { useRuntimeConfig } from "@/components/providers/shop-providers"
import { CheckoutButton } from "@/components/checkout/checkout-button"
import { useCart } from "@/lib/cart/use-cart"
import { useAccount } from "@/lib/session/use-account"
import { CartItemRow } from "./cart-item-row"
import { CartTotals } from "./cart-totals"
import styles from "./cart.module.css"

export function CartReview({ compact = false }: { compact?: boolean }) {
  const { data: cart, isPending, isError, refetch } = useCart()
  const { data: account } = useAccount()
  const { checkoutButton } = useRuntimeConfig()
  const className = `${styles.review} ${compact ? styles.compact : ""}`
  // The header dropdown and a page may both show a cart: their test ids differ.
  const p = compact ? "cart-menu" : "cart"

  if (isPending) {
    return (
      <div className={className} data-testid={`${p}-review`} aria-busy>
        <p className={styles.status}>cart loading...</p>
      </div>
    )
  }
  if (isError || !cart) {
    return (
      <div className={className} data-testid={`${p}-review`}>
        <p className={styles.status}>
          The cart could not be loaded.{" "}
          <button type="button" className={styles.linkButton} onClick={() => refetch()}>
            Try again
          </button>
        </p>
      </div>
    )
  }
  if (!cart.items.length) {
    return (
      <div className={className} data-testid={`${p}-review`}>
        <div className={styles.empty}>
          <p data-testid={`${p}-empty`}>Your cart is currently empty.</p>
          <Link href="/pet-portraits">Browse pet portraits</Link>
        </div>
      </div>
    )
  }

  return (
    <div className={className} data-testid={`${p}-review`}>
      <ul className={styles.items} aria-label="Cart items">
        {cart.items.map((item) => (
          <CartItemRow key={item.id} item={item} currency={cart.currency} accountId={account?.id} compact={compact} testIdPrefix={p} />
        ))}
      </ul>
      {cart.cantShipTo && !compact ? (
        <p className={styles.cartProblem}>{cart.cantShipTo}: please change the shipping address or remove the item.</p>
      ) : null}
      <div className={compact ? styles.review : styles.summaryCard}>
        <CartTotals cart={cart} compact={compact} testIdPrefix={p} />
        <div className={styles.actions}>
          {compact ? (
            <Link href="/cart" className={styles.secondary}>
              View cart
            </Link>
          ) : null}
          {checkoutButton === "session" ? (
            <CheckoutButton testId={compact ? "cart-menu-checkout-button" : "checkout-button"} />
          ) : (
            <Link href="/checkout" className={styles.checkout} data-testid={compact ? "cart-menu-checkout-link" : "checkout-link"}>
              Checkout
            </Link>
          )}
        </div>
      </div>
    </div>
  )
}
