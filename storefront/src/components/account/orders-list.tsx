"use client"
/** /account/orders: the shopper's orders, newest first, with their paintings. */
import Link from "next/link"
import { ShopImage } from "@/components/ui/shop-image"
import { orderStatusLabel } from "@/lib/account/order-types"
import { useMyOrders } from "@/lib/account/use-my-orders"
import { formatPrice } from "@/lib/ui/format-price"
import styles from "./account.module.css"

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" })

export function OrdersList() {
  const { data, isPending, isError, refetch } = useMyOrders()
  if (isPending)
    return (
      <p className={styles.muted} role="status">
        Loading your orders…
      </p>
    )
  if (isError) {
    return (
      <p className={styles.muted}>
        Your orders could not be loaded.{" "}
        <button type="button" className={styles.ghost} onClick={() => refetch()}>
          Try again
        </button>
      </p>
    )
  }
  if (!data.orders.length) {
    return (
      <div className={`${styles.card} ${styles.empty}`} data-testid="orders-empty">
        <p>You have no orders yet.</p>
        <Link className={styles.button} href="/my-artworks/1/">
          See my artworks
        </Link>
      </div>
    )
  }
  return (
    <ul className={styles.orders} aria-label="My orders">
      {data.orders.map((order) => {
        const status = orderStatusLabel(order)
        const items = order.cartStamp.reduce((n, l) => n + l.quantity, 0)
        return (
          <li key={order.uuid} className={styles.order} data-testid="order-row">
            <div className={styles.orderHead}>
              <strong>Order #{order.number}</strong>
              <span>
                {dateFormat.format(new Date(order.dateCreated))} · {items} {items === 1 ? "print" : "prints"}
                {order.isTest ? " · test order" : ""}
              </span>
              <span className={styles.reference}>Reference {order.uuid}</span>
              <span className={styles.statusBadge} data-status={status} data-testid="order-status">
                {status}
              </span>
            </div>
            <span className={styles.orderTotal} data-testid="order-total">
              {formatPrice(order.totals.total, order.totals.currency)}
            </span>
            <ul className={styles.thumbs} aria-label="Paintings">
              {order.cartStamp.map((line) => (
                <li key={line.id} className={styles.thumb}>
                  <ShopImage
                    image={line.paintingStamp?.image ?? null}
                    alt={line.paintingStamp?.title || line.label.text1}
                    aspectRatio={1}
                    sizes="72px"
                  />
                </li>
              ))}
            </ul>
            <Link className={styles.orderLink} href={`/order-complete/${order.uuid}`}>
              View order #{order.number}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
