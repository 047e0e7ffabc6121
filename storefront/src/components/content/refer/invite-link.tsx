"use client"
import { useRef } from "react"
import { toast } from "@/lib/ui/ui-store"
import styles from "../content.module.css"
import own from "./refer.module.css"

/** The shopper's invite link with a Copy link button ('Copied to clipboard'). */
export function InviteLink({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null)
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
    } catch {
      // No clipboard API (http page, old browser): copy the selected text instead.
      input.current?.select()
      document.execCommand("copy")
    }
    toast("Copied to clipboard")
  }
  return (
    <div className={styles.field}>
      <label htmlFor="invite-link">Your invite link</label>
      <div className={own.row}>
        <input id="invite-link" ref={input} readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="invite-link" />
        <button type="button" className={styles.button} onClick={copy}>
          Copy link
        </button>
      </div>
    </div>
  )
}
