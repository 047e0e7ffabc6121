import type { Metadata } from "next"
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { EmptyState } from "@/components/catalogue/empty-state"
import { StyleGrid } from "@/components/catalogue/style-grid"
import { PaintingGrid } from "@/components/gallery/painting-grid"
import { searchCatalogue } from "@/lib/catalogue/search-catalogue"
import styles from "../catalogue-page.module.css"

export const dynamic = "force-dynamic"

type Props = { searchParams: Promise<{ q?: string | string[] }> }

const queryOf = (q: string | string[] | undefined) => (Array.isArray(q) ? q[0] : q)?.trim().slice(0, 100) ?? ""

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = queryOf((await searchParams).q)
  return {
    title: q ? `Search: ${q}` : "Search",
    description: "Search pet portrait styles and paintings.",
    alternates: { canonical: "/search" },
    robots: q ? { index: false, follow: true } : undefined,
  }
}

/** Styles and paintings by title, rendered on the server; the search box is a plain GET form. */
export default async function SearchPage({ searchParams }: Props) {
  const q = queryOf((await searchParams).q)
  const result = q ? await searchCatalogue(q) : null
  const found = result ? result.styles.length + result.paintings.length : 0
  return (
    <>
      <header className={styles.intro}>
        <h1>Search</h1>
        <form className={styles.filters} action="/search" method="get" role="search">
          <div style={{ flex: "1 1 16rem" }}>
            <label htmlFor="search-q">Styles and paintings</label>
            <input
              id="search-q"
              type="search"
              name="q"
              defaultValue={q}
              placeholder="e.g. watercolor, oil, cosmic"
              style={{ width: "100%" }}
            />
          </div>
          <button type="submit" className="button">
            Search
          </button>
        </form>
        {result && (
          <p className="muted" role="status" data-testid="search-summary">
            {found === 0 ? `Nothing found for “${q}”.` : `${found} result${found === 1 ? "" : "s"} for “${q}”.`}
          </p>
        )}
      </header>
      {result && !result.ok && <BackendNotice what="part of the results" />}
      {result && result.styles.length > 0 && (
        <section className={styles.section} aria-labelledby="found-styles">
          <h2 id="found-styles">Styles</h2>
          <StyleGrid items={result.styles} eager={1} />
        </section>
      )}
      {result && result.paintings.length > 0 && (
        <section className={styles.section} aria-labelledby="found-paintings">
          <h2 id="found-paintings">Paintings</h2>
          <PaintingGrid paintings={result.paintings} eager={0} label="Paintings found" />
        </section>
      )}
      {result && found === 0 && result.ok && (
        <EmptyState title="Try another word, or browse all the styles." href="/pet-portraits" action="See all styles" />
      )}
    </>
  )
}
