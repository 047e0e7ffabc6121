import type { Metadata } from "next"
import { CartReview } from "@/components/cart/cart-review"
import { GiftVoucherBox } from "@/components/cart/gift-voucher-box"
import styles from "@/components/cart/cart.module.css"

export const metadata: Metadata = {
  title: "Your cart",
  description: "Review your pet portraits, apply a gift voucher and check out.",
  robots: { index: false },
}

export default function CartPage() {
  return (
    <div className={styles.page}>
      <h1>Your cart</h1>
      <CartReview />
      <aside className={styles.aside} aria-label="Gift voucher and delivery">
        <GiftVoucherBox />
        <p className={styles.reassure}>
          Every portrait is printed to order on museum-grade canvas or archival poster paper. Shipping and taxes follow your shipping
          address, which you confirm at checkout.
        </p>
      </aside>
    </div>
  )
}
