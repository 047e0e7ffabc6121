import Link from "next/link"
import styles from "./pager.module.css"

type Props = { page: number; pageCount: number; href: (page: number) => string; label?: string }

/** Previous / next links of a paged list, with rel so crawlers follow the series. */
export function Pager({ page, pageCount, href, label = "Pages" }: Props) {
  if (pageCount <= 1) return null
  return (
    <nav className={styles.pager} aria-label={label}>
      {page > 1 ? (
        <Link className="button-secondary" href={href(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.where}>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="button-secondary" href={href(page + 1)} rel="next">
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
