"use client"
/** The account area's sections. */
import Link from "next/link"
import { usePathname } from "next/navigation"
import styles from "./account.module.css"

const LINKS = [
  { href: "/account", label: "Profile" },
  { href: "/account/orders", label: "My orders" },
  { href: "/account/shipping", label: "Shipping address" },
  { href: "/account/billing", label: "Billing address" },
  { href: "/account/update-password", label: "Password" },
]

export function AccountNav() {
  const pathname = usePathname()
  return (
    <nav className={styles.nav} aria-label="Account">
      <ul>
        {LINKS.map((l) => (
          <li key={l.href}>
            <Link href={l.href} aria-current={pathname === l.href || pathname === `${l.href}/` ? "page" : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
