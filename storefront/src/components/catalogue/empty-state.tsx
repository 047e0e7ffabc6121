import Link from "next/link"
import type { ReactNode } from "react"

/** A friendly "nothing here yet" with one way forward. */
export function EmptyState({
  title,
  children,
  href = "/portraits/new",
  action = "Paint my pet",
}: {
  title: string
  children?: ReactNode
  href?: string
  action?: string
}) {
  return (
    <div className="empty-state" role="status">
      <p style={{ fontSize: "1.15rem", color: "var(--ink)", fontWeight: 600 }}>{title}</p>
      {children && <p>{children}</p>}
      <Link className="button" href={href}>
        {action}
      </Link>
    </div>
  )
}
