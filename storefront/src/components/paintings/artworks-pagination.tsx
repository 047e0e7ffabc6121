/** Page links of My Artworks: previous, the pages around this one, next. The filter is kept. */
import Link from "next/link"
import styles from "./my-artworks.module.css"

export function myArtworksHref(page: number, styleId?: string | null) {
  return `/my-artworks/${page}/${styleId ? `?styleId=${encodeURIComponent(styleId)}` : ""}`
}

export function ArtworksPagination({ page, pages, styleId }: { page: number; pages: number; styleId?: string | null }) {
  if (pages <= 1) return null
  const around = Array.from({ length: pages }, (_, i) => i + 1).filter((p) => p === 1 || p === pages || Math.abs(p - page) <= 1)
  return (
    <nav className={styles.pagination} aria-label="Pages">
      {page > 1 ? (
        <Link className="button-ghost button-small" href={myArtworksHref(page - 1, styleId)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <ol className={styles.pages}>
        {around.map((p, i) => (
          <li key={p}>
            {i > 0 && around[i - 1] !== p - 1 && <span className={styles.gap}>…</span>}
            <Link
              href={myArtworksHref(p, styleId)}
              aria-current={p === page ? "page" : undefined}
              className={p === page ? styles.pageNow : styles.pageLink}
            >
              {p}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link className="button-ghost button-small" href={myArtworksHref(page + 1, styleId)} rel="next">
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
