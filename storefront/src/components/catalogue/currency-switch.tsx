import Link from "next/link"
import { CURRENCIES, type Currency } from "@/lib/catalogue/catalogue-types"
import styles from "@/app/catalogue-page.module.css"

/** Links that show the same page priced in another of the shop's currencies (USD by default). */
export function CurrencySwitch({ current, path }: { current: Currency; path: string }) {
  return (
    <nav className={styles.currencies} aria-label="Currency">
      <span className="muted">Prices in</span>
      {CURRENCIES.map((c) => (
        <Link key={c} href={c === "usd" ? path : `${path}?currency=${c}`} aria-current={c === current ? "true" : undefined} rel="nofollow">
          {c.toUpperCase()}
        </Link>
      ))}
    </nav>
  )
}
