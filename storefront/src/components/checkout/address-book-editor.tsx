"use client"
/**
 * The shipping form, the "Billing same as shipping" box (on by default) and the billing form
 * (only while the box is off). Used by /checkout and the account's address pages.
 */
import type { AddressBookForm, AddressKind, SaveState } from "@/lib/checkout/use-address-book-form"
import { AddressFields } from "./address-fields"
import styles from "./checkout.module.css"

const SAVE_TEXT: Record<SaveState, string> = {
  idle: "",
  waiting: "Changes will be saved…",
  saving: "Saving…",
  saved: "Saved.",
  incomplete: "Complete the address to save it.",
  failed: "Not saved: please check the fields marked above.",
}

export function SaveStateText({ state }: { state: SaveState }) {
  return (
    <p className={styles.saveState} data-state={state} role="status" data-testid="address-save-state">
      {SAVE_TEXT[state]}
    </p>
  )
}

function AddressFieldset({ form, kind, title }: { form: AddressBookForm; kind: AddressKind; title: string }) {
  return (
    <fieldset className={styles.card} data-testid={`${kind}-address`}>
      <legend>{title}</legend>
      <AddressFields
        kind={kind}
        address={form.book[kind]}
        countries={form.countries}
        errors={form.shownErrors[kind]}
        onText={(field, value) => form.setField(kind, field, value)}
        onCountry={(country) => form.setCountry(kind, country)}
        onState={(state) => form.setState(kind, state)}
        onBlur={(field) => form.touch(kind, field)}
      />
    </fieldset>
  )
}

export function BillingSameCheckbox({ form }: { form: AddressBookForm }) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={form.book.isBillingSameAsShipping}
        onChange={(e) => form.setSameAsShipping(e.target.checked)}
        data-testid="billing-same-as-shipping"
      />
      Billing same as shipping
    </label>
  )
}

export function AddressBookEditor({
  form,
  sections = "both",
  showSaveState = true,
}: {
  form: AddressBookForm
  sections?: "both" | "shipping" | "billing"
  showSaveState?: boolean
}) {
  const billingForm = !form.book.isBillingSameAsShipping
  return (
    <div className={styles.forms}>
      {sections !== "billing" ? <AddressFieldset form={form} kind="shipping" title="Shipping address" /> : null}
      {sections !== "shipping" ? <BillingSameCheckbox form={form} /> : null}
      {sections !== "shipping" && billingForm ? <AddressFieldset form={form} kind="billing" title="Billing address" /> : null}
      {sections === "billing" && !billingForm ? (
        <p className={styles.muted}>Your billing address is your shipping address. Untick the box to give a different one.</p>
      ) : null}
      {showSaveState ? <SaveStateText state={form.saveState} /> : null}
    </div>
  )
}
