"use client"
/**
 * /checkout: the address forms beside the order summary. Addresses save as the shopper
 * types and the cart is refetched, so currency, shipping and taxes follow them. Visitors
 * with a temporary account get the login prompt instead of the forms.
 */
import Link from "next/link"
import { useEffect } from "react"
import { CartItemRow } from "@/components/cart/cart-item-row"
import { CartTotals } from "@/components/cart/cart-totals"
import cartStyles from "@/components/cart/cart.module.css"
import { useCart } from "@/lib/cart/use-cart"
import { useAddressBookForm, type AddressBookForm } from "@/lib/checkout/use-address-book-form"
import { countryLabel } from "@/lib/countries/countries"
import { useCountries } from "@/lib/countries/use-countries"
import { useAccount } from "@/lib/session/use-account"
import { useUi } from "@/lib/ui/ui-store"
import { AddressBookEditor } from "./address-book-editor"
import { CheckoutButton } from "./checkout-button"
import styles from "./checkout.module.css"

function focusFirstError(form: AddressBookForm) {
  for (const kind of ["shipping", "billing"] as const) {
    const field = Object.keys(form.errors[kind])[0]
    if (field) {
      document.querySelector<HTMLElement>(`[data-testid="${kind}-${field}"]`)?.focus()
      return
    }
  }
}

function LoginToCheckout() {
  const openPrompt = useUi((s) => s.openPrompt)
  useEffect(() => openPrompt("RequireLogin"), [openPrompt])
  return (
    <section className={styles.notice} data-testid="checkout-login-required">
      <h2>Log in to check out</h2>
      <p>Your cart is kept while you log in or create an account, with every painting you made.</p>
      <div className={styles.row}>
        <Link className={styles.button} href="/sign-in?next=/checkout">
          Log in
        </Link>
        <Link className={styles.ghost} href="/sign-up?next=/checkout">
          Sign up
        </Link>
      </div>
    </section>
  )
}

function OrderSummary({ form }: { form: AddressBookForm | null }) {
  const { data: cart, isPending } = useCart()
  const { data: account } = useAccount()
  const { data: countries } = useCountries()
  if (isPending) return <p className={styles.muted}>cart loading...</p>
  if (!cart?.items.length) {
    return (
      <div className={cartStyles.empty}>
        <p data-testid="cart-empty">Your cart is currently empty.</p>
        <Link href="/pet-portraits">Browse pet portraits</Link>
      </div>
    )
  }
  return (
    <>
      <ul className={`${cartStyles.items} ${cartStyles.compact}`} aria-label="Cart items" style={{ minWidth: 0 }}>
        {cart.items.map((item) => (
          <CartItemRow key={item.id} item={item} currency={cart.currency} accountId={account?.id} compact />
        ))}
      </ul>
      {cart.cantShipTo ? (
        <p className={cartStyles.cartProblem} data-testid="checkout-cant-ship">
          {cart.cantShipTo}
        </p>
      ) : null}
      <CartTotals cart={cart} />
      <p className={styles.muted} data-testid="checkout-currency">
        Prices in {cart.currency} for delivery to {countryLabel(countries?.countries, cart.shippingCountry)}.
      </p>
      {form ? (
        <CheckoutButton
          disabled={!!cart.cantShipTo}
          onBeforeStart={async () => {
            form.touchAll()
            if (!form.valid) {
              focusFirstError(form)
              return false
            }
            return form.saveNow()
          }}
        />
      ) : null}
      <p className={styles.secure}>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"
          />
        </svg>
        You pay on a secure hosted payment page.
      </p>
    </>
  )
}

function AddressesAndSummary() {
  const { data: account } = useAccount()
  const form = useAddressBookForm(account)
  return (
    <>
      <div className={styles.forms}>
        {form.ready ? (
          <AddressBookEditor form={form} />
        ) : form.countriesFailed ? (
          <p className={styles.muted} role="alert" data-testid="checkout-countries-failed">
            The list of countries we ship to could not be loaded. Please refresh this page.
          </p>
        ) : (
          <p className={styles.muted}>Loading your addresses…</p>
        )}
      </div>
      <aside className={styles.summary} aria-labelledby="order-summary-title" data-testid="order-summary">
        <h2 id="order-summary-title">Order summary</h2>
        <OrderSummary form={form.ready ? form : null} />
      </aside>
    </>
  )
}

export function CheckoutView() {
  const { data: account, isPending } = useAccount()
  return (
    <div className={styles.page}>
      <h1>Checkout</h1>
      {isPending ? (
        <p className={styles.muted}>Loading…</p>
      ) : account?.isTemp || !account ? (
        <>
          <LoginToCheckout />
          <aside className={styles.summary} aria-labelledby="order-summary-title">
            <h2 id="order-summary-title">Order summary</h2>
            <OrderSummary form={null} />
          </aside>
        </>
      ) : (
        <AddressesAndSummary />
      )}
    </div>
  )
}
