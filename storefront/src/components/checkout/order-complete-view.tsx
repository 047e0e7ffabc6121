"use client"
/**
 * /order-complete/{id}, the return from the payment page: verifies the purchase ('Thank
 * you!'), records that the confirmation was shown ('We are preparing your order!' the first
 * time), shows the order and empties the cart badge. The two messages are the page's
 * heading and lead rather than toasts, so each is on the page once and stays readable.
 * While the shop is still placing a just-paid order, the page thanks the shopper, says so and
 * shows the order the moment it is there.
 */
import { useQueryClient } from "@tanstack/react-query"
import Link from "next/link"
import { useEffect, useRef } from "react"
import { SUPPORT_EMAIL } from "@/components/shell/site-footer"
import { ApiError } from "@/lib/api/client"
import { handleApiError } from "@/lib/api/handle-api-error"
import { orderStatusLabel } from "@/lib/account/order-types"
import { isPlacing } from "@/lib/checkout/complete-order"
import { useCompleteOrder } from "@/lib/checkout/use-complete-order"
import { useAccount } from "@/lib/session/use-account"
import { OrderLines } from "./order-lines"
import styles from "./order.module.css"
import { queryKeys } from "@/lib/api/query-keys"

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" })

export function OrderCompleteView({ id }: { id: string }) {
  const queryClient = useQueryClient()
  const { data: account } = useAccount()
  // The verification needs the account's token, which a fresh tab gets with the account.
  const result = useCompleteOrder(id, !!account)
  const announced = useRef(false)

  useEffect(() => {
    if (!result.data || isPlacing(result.data) || announced.current) return
    announced.current = true
    void queryClient.invalidateQueries({ queryKey: queryKeys.cart() })
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.mine() })
    void queryClient.invalidateQueries({ queryKey: queryKeys.account() })
  }, [result.data, queryClient])

  useEffect(() => {
    const err = result.error
    if (err && err instanceof ApiError && err.status !== 400 && err.status !== 404 && err.status !== 409) handleApiError(err)
  }, [result.error])

  if (result.isPending) {
    return (
      <div className={styles.wrap}>
        <p className={styles.status} role="status" aria-busy>
          Confirming your payment…
        </p>
      </div>
    )
  }
  if (result.isError) {
    const message = result.error instanceof ApiError ? result.error.message : "The shop could not be reached."
    return (
      <div className={styles.wrap}>
        <section className={styles.problem} role="alert" data-testid="order-complete-error">
          <h1>We could not confirm this order</h1>
          <p>{message}</p>
          <p>
            If you were charged, <a href={`mailto:${SUPPORT_EMAIL}`}>Email us</a> and we will sort it out.
          </p>
          <div className={styles.actions} style={{ justifyContent: "flex-start" }}>
            <Link className={styles.button} href="/checkout">
              Back to checkout
            </Link>
            <Link className={styles.ghost} href="/account/orders">
              My orders
            </Link>
          </div>
        </section>
      </div>
    )
  }

  if (isPlacing(result.data)) {
    return (
      <div className={styles.wrap} data-testid="order-placing">
        <header className={styles.hero}>
          <h1>{result.data.thanks}</h1>
          <p role="status" aria-busy>
            Your payment is received. We are placing your order; it appears here in a moment.
          </p>
        </header>
      </div>
    )
  }

  const { order, thanks, preparing } = result.data
  const status = orderStatusLabel(order)
  const lead =
    status === "Cancelled"
      ? "This order was cancelled."
      : status === "Sent"
        ? "Your order is on its way."
        : (preparing ?? "We are preparing your order!")
  return (
    <div className={styles.wrap} data-testid="order-complete">
      <header className={styles.hero}>
        {order.isTest ? <span className={styles.badge}>Test order</span> : null}
        <h1>{thanks ?? `Order #${order.number}`}</h1>
        <p role="status" data-testid="order-complete-message">
          {lead}
        </p>
      </header>
      <section className={styles.card} aria-labelledby="order-title">
        <h2 id="order-title">Order #{order.number}</h2>
        <p className={styles.meta}>
          <span>Placed {dateFormat.format(new Date(order.dateCreated))}</span>
          <span>Reference {order.uuid}</span>
          <span data-testid="order-status">Status: {status}</span>
          {order.email ? <span>Confirmation to {order.email}</span> : null}
        </p>
        <OrderLines order={order} />
      </section>
      <div className={styles.actions}>
        <Link className={styles.button} href="/my-artworks/1/">
          Back to my artworks
        </Link>
        <Link className={styles.ghost} href="/account/orders">
          All my orders
        </Link>
      </div>
    </div>
  )
}
