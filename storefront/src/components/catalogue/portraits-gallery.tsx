/**
 * The public gallery (/portraits and /portraits/list/{page}/): finished public paintings,
 * newest first, 12 a page, filtered by style and type with a plain GET form (works without
 * JavaScript), previous / next links with rel.
 */
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { EmptyState } from "@/components/catalogue/empty-state"
import { Pager } from "@/components/catalogue/pager"
import { PaintingGrid } from "@/components/gallery/painting-grid"
import { fetchPaintings } from "@/lib/catalogue/fetch-paintings"
import { fetchStyles } from "@/lib/catalogue/fetch-styles"
import { listHref, type PortraitFilters } from "@/lib/catalogue/portraits-filters"
import styles from "@/app/catalogue-page.module.css"

export const PORTRAITS_PER_PAGE = 12

const TYPES = [
  { value: "image-to-image", label: "Painted from a photo" },
  { value: "paint", label: "Paint" },
  { value: "face-swap", label: "Face swap" },
]

export async function PortraitsGallery({ page, filters }: { page: number; filters: PortraitFilters }) {
  const [list, styleList] = await Promise.all([
    fetchPaintings({ scope: "isPublic", styleId: filters.styleId, type: filters.type, page, perPage: PORTRAITS_PER_PAGE }),
    fetchStyles("isPublic"),
  ])
  const allStyles = styleList.ok ? styleList.data.styles : []
  const titles = Object.fromEntries(allStyles.map((s) => [s.id, s.title]))
  const filtered = Boolean(filters.styleId || filters.type)
  return (
    <>
      <header className={styles.intro}>
        <p className="eyebrow">Gallery</p>
        <h1>Pet portraits by our customers</h1>
        <p className={styles.lead}>Real pets, painted from their owners&apos; photos. Find a look you love, then paint your own.</p>
      </header>
      <form className={styles.filters} action="/portraits/list/1" method="get" role="search" aria-label="Filter portraits">
        <div>
          <label htmlFor="filter-style">Style</label>
          <select id="filter-style" name="styleId" defaultValue={filters.styleId ?? ""}>
            <option value="">All styles</option>
            {allStyles.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-type">Type</label>
          <select id="filter-type" name="type" defaultValue={filters.type ?? ""}>
            <option value="">All types</option>
            {TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button-secondary">
          Show
        </button>
        {filtered && (
          <a href="/portraits" className="button-ghost">
            Clear filters
          </a>
        )}
      </form>
      {!list.ok ? (
        <BackendNotice what="the gallery" />
      ) : list.data.paintings.length ? (
        <>
          <PaintingGrid paintings={list.data.paintings} styleTitles={titles} eager={1} label="Pet portraits" />
          <Pager page={page} pageCount={Math.ceil(list.data.count / PORTRAITS_PER_PAGE)} href={(p) => listHref(p, filters)} />
        </>
      ) : (
        <EmptyState title={filtered ? "No portraits match these filters yet." : "No portraits shared yet."}>
          {filtered ? "Try another style, or paint the first one." : "Be the first to paint your pet."}
        </EmptyState>
      )}
    </>
  )
}
