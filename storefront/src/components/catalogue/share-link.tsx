"use client"
import { useRuntimeConfig } from "@/components/providers/shop-providers"
import { copyText } from "@/lib/catalogue/copy-text"
import { toast } from "@/lib/ui/ui-store"
import styles from "./artwork.module.css"

/** The painting's public link (the shop's public host + its route) with a copy button. */
export function ShareLink({ route }: { route: string }) {
  const { publicUrl } = useRuntimeConfig()
  const url = `${publicUrl}${route}`
  return (
    <div className={styles.share}>
      <label htmlFor="share-link">Share link</label>
      <div className={styles.shareRow}>
        <input id="share-link" type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
        <button
          type="button"
          className="button-secondary button-small"
          onClick={async () => {
            if (await copyText(url)) toast("Copied to clipboard")
          }}
        >
          Copy link
        </button>
      </div>
    </div>
  )
}
