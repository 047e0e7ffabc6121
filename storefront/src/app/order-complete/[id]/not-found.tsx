import Link from "next/link"
import styles from "@/components/checkout/order.module.css"

export default function OrderNotFound() {
  return (
    <div className={styles.wrap}>
      <section className={styles.problem} data-testid="order-not-found">
        <h1>Order not found</h1>
        <p>This order could not be found. Your orders are listed in your account.</p>
        <div className={styles.actions} style={{ justifyContent: "flex-start" }}>
          <Link className={styles.button} href="/account/orders">
            My orders
          </Link>
          <Link className={styles.ghost} href="/portraits">
            Browse the gallery
          </Link>
        </div>
      </section>
    </div>
  )
}
