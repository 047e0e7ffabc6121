"use client"
/** /account/shipping and /account/billing: one address of the book, saved as the shopper types or with Save. */
import { AddressBookEditor } from "@/components/checkout/address-book-editor"
import { useAddressBookForm } from "@/lib/checkout/use-address-book-form"
import { useAccount } from "@/lib/session/use-account"
import { toast } from "@/lib/ui/ui-store"
import styles from "./account.module.css"

export function AddressPage({ kind }: { kind: "shipping" | "billing" }) {
  const { data: account } = useAccount()
  const form = useAddressBookForm(account)
  if (!form.ready) return <p className={styles.muted}>Loading your address…</p>
  return (
    <section className={styles.content} aria-label={kind === "shipping" ? "Shipping address" : "Billing address"}>
      <p className={styles.muted}>
        {kind === "shipping"
          ? "Where we send your prints. Prices are shown in this country's currency."
          : "The address on your receipts. Taxes follow the billing country and state."}
      </p>
      <AddressBookEditor form={form} sections={kind} />
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          data-testid="address-save"
          onClick={async () => {
            form.touchAll()
            if (await form.saveNow()) toast("Address saved.")
          }}
        >
          Save
        </button>
      </div>
    </section>
  )
}
