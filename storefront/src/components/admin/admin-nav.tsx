"use client"
/** The staff side navigation; the current screen is marked. */
import Link from "next/link"
import { usePathname } from "next/navigation"
import styles from "./admin.module.css"

export const ADMIN_LINKS = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/tasks", label: "Tasks" },
  { href: "/admin/services", label: "Services" },
  { href: "/admin/stats", label: "Statistics" },
  { href: "/admin/accounts", label: "Accounts" },
  { href: "/admin/bulk-create", label: "Bulk create" },
  { href: "/admin/promo-codes", label: "Gift vouchers" },
  { href: "/admin/articles", label: "Articles & reviews" },
  { href: "/admin/tags", label: "Tags" },
  { href: "/admin/statics", label: "Statics" },
  { href: "/admin/surveys", label: "Surveys" },
] as const

export function AdminNav() {
  const path = usePathname()
  return (
    <nav className={styles.nav} aria-label="Admin" data-testid="admin-nav">
      <p className={styles.navTitle}>Shop admin</p>
      <ul className={styles.navList}>
        {ADMIN_LINKS.map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={styles.navLink} aria-current={path === l.href ? "page" : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
