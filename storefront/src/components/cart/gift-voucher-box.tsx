"use client"
/** The gift voucher box of /cart: apply a code, see the codes on the cart and remove them. */
import { useState } from "react"
import { useCart } from "@/lib/cart/use-cart"
import { useGiftVoucher } from "@/lib/cart/use-gift-voucher"
import styles from "./cart.module.css"

export function GiftVoucherBox() {
  const { data: cart } = useCart()
  const { apply, cancel, error, clearError } = useGiftVoucher()
  const [code, setCode] = useState("")
  const codes = cart?.promoCodes ?? []

  return (
    <section className={styles.voucher} aria-labelledby="gift-voucher-title" data-testid="gift-voucher">
      <h2 id="gift-voucher-title">Gift voucher</h2>
      <form
        className={styles.voucherForm}
        onSubmit={(e) => {
          e.preventDefault()
          const trimmed = code.trim()
          if (!trimmed) return
          apply.mutate(trimmed, { onSuccess: () => setCode("") })
        }}
      >
        <label htmlFor="gift-voucher-code" className={styles.srOnly}>
          Gift voucher code
        </label>
        <input
          id="gift-voucher-code"
          name="code"
          value={code}
          placeholder="Voucher code"
          autoComplete="off"
          aria-invalid={!!error}
          aria-describedby={error ? "gift-voucher-error" : undefined}
          onChange={(e) => {
            setCode(e.target.value)
            if (error) clearError()
          }}
          data-testid="gift-voucher-input"
        />
        <button type="submit" className={styles.secondary} disabled={apply.isPending || !code.trim()} data-testid="gift-voucher-apply">
          {apply.isPending ? "Applying…" : "Apply"}
        </button>
      </form>
      {error ? (
        <p id="gift-voucher-error" className={styles.error} role="alert" data-testid="gift-voucher-error">
          {error}
        </p>
      ) : null}
      {codes.length ? (
        <ul className={styles.codes}>
          {codes.map((c) => (
            <li key={c.code} className={styles.code} data-testid="gift-voucher-code">
              <span>
                <strong>{c.code}</strong> · {c.discount}% off
                {!c.applied && c.reason ? <small>{c.reason}</small> : null}
              </span>
              <button
                type="button"
                className={styles.linkButton}
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(c.code)}
                data-testid="gift-voucher-remove"
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
