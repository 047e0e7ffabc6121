/** The paintings of an order as bought (its cart stamp), each hanging as its print, with their totals. */
import { CartTotals } from "@/components/cart/cart-totals"
import { LineMockup } from "@/components/cart/line-mockup"
import type { Order } from "@petshop/contract"
import { formatPrice } from "@/lib/ui/format-price"
import styles from "./order.module.css"

export function OrderLines({ order }: { order: Order }) {
  const currency = order.totals.currency
  return (
    <>
      <ul className={styles.lines} aria-label="Paintings in this order">
        {order.cartStamp.map((line) => {
          const title = line.paintingStamp?.title || line.label.text1
          return (
            <li key={line.id} className={styles.line} data-testid="order-line">
              <span className={styles.picture}>
                <LineMockup item={line} alt={title} className={styles.mockup} flatSizes="(max-width: 600px) 40vw, 160px" />
              </span>
              <span className={styles.lineText}>
                <strong className={styles.lineTitle}>{title}</strong>
                <span>{line.mediumStamp.name || line.label.text2}</span>
                {line.signed ? <span>Signed</span> : null}
                <span className={styles.lineQty}>
                  {line.quantity} × {formatPrice(line.price, currency)}
                </span>
              </span>
            </li>
          )
        })}
      </ul>
      <CartTotals cart={{ ...order.totals, currency, shippingOption: null }} />
    </>
  )
}
