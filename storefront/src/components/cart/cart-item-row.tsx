"use client"
/**
 * One cart item: the painting (hanging as its variant), its product and frame, price and
 * quantity. Quantity controls only for the shopper's own items that are not yet part of an
 * order (spec section 4).
 */
import Link from "next/link"
import { useChangeQuantity } from "@/lib/cart/use-change-quantity"
import type { CartItem } from "@petshop/contract"
import { formatPrice } from "@/lib/ui/format-price"
import { LineMockup } from "./line-mockup"
import { QuantityStepper } from "./quantity-stepper"
import styles from "./cart.module.css"

function frameText(item: CartItem): string {
  const parts = [item.productHasFrame && item.frame !== "none" ? `${item.frame[0].toUpperCase()}${item.frame.slice(1)} frame` : "No frame"]
  if (item.signed) parts.push("signed")
  return parts.join(", ")
}

export function CartItemRow({
  item,
  currency,
  accountId,
  compact,
  testIdPrefix = "cart",
}: {
  item: CartItem
  currency: string
  accountId: string | undefined
  compact: boolean
  /** "cart", or "cart-menu" in the header dropdown, so a page has each test id once. */
  testIdPrefix?: string
}) {
  const change = useChangeQuantity(item)
  const canChange = !item.order && (!accountId || item.account === accountId)
  const title = item.paintingStamp?.title || item.label.text1
  const product = item.mediumStamp.name.split(",")[0] || item.label.text2
  const picture = <LineMockup item={item} alt={`${title}, the painting on this ${product}`} />

  return (
    <li
      className={`${styles.item} ${change.quantity < 1 ? styles.fading : ""}`}
      data-testid={`${testIdPrefix}-item`}
      data-item-id={item.id}
    >
      {item.paintingRoute ? (
        <Link href={item.paintingRoute} className={styles.thumb} tabIndex={-1} aria-hidden>
          {picture}
        </Link>
      ) : (
        <span className={styles.thumb}>{picture}</span>
      )}
      <div className={styles.details}>
        {item.paintingRoute ? (
          <Link href={item.paintingRoute} className={styles.title}>
            {title}
          </Link>
        ) : (
          <p className={styles.title}>{title}</p>
        )}
        <span className={styles.medium} data-testid={`${testIdPrefix}-item-medium`}>
          {product}
        </span>
        <span className={styles.medium} data-testid={`${testIdPrefix}-item-frame`}>
          {frameText(item)}
        </span>
        {compact ? null : (
          <span className={styles.price}>
            {formatPrice(item.price, currency)}
            {change.quantity > 1 ? " each" : ""}
          </span>
        )}
        {item.cantShip ? (
          <span className={styles.cantShip} data-testid={`${testIdPrefix}-item-cant-ship`}>
            {item.cantShip}
          </span>
        ) : null}
      </div>
      <div className={styles.side}>
        {canChange ? (
          <QuantityStepper item={item} quantity={change.quantity} onChange={change} testIdPrefix={testIdPrefix} />
        ) : (
          <span className={styles.fixedQuantity} data-testid={`${testIdPrefix}-quantity-fixed`}>
            Qty {item.quantity}
          </span>
        )}
        <span className={styles.lineTotal}>{formatPrice(item.price * change.quantity, currency)}</span>
      </div>
    </li>
  )
}
