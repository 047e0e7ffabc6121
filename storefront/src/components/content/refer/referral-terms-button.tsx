"use client"
import { useState } from "react"
import { Modal } from "@/components/ui/modal"
import { REFERRAL_TERMS } from "@/content/referral-terms"
import styles from "../content.module.css"
import own from "./refer.module.css"

/** "Referral terms" opens the terms in the shop's modal. */
export function ReferralTermsButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={styles.buttonGhost} onClick={() => setOpen(true)}>
        Referral terms
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Referral terms"
        testId="referral-terms"
        footer={
          <button type="button" className={styles.button} onClick={() => setOpen(false)}>
            Got it
          </button>
        }
      >
        <ol className={own.terms}>
          {REFERRAL_TERMS.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
      </Modal>
    </>
  )
}
