import type { Metadata } from "next"
import { BackendNotice } from "@/components/catalogue/backend-notice"
import { EmptyState } from "@/components/catalogue/empty-state"
import { PaintingGrid } from "@/components/gallery/painting-grid"
import { fetchPaintings } from "@/lib/catalogue/fetch-paintings"
import { fetchStyles } from "@/lib/catalogue/fetch-styles"
import styles from "../catalogue-page.module.css"

export const dynamic = "force-dynamic"

export const metadata: Metadata = {
  title: "Legacy pet portraits",
  description: "Our earlier demo pet portraits, kept for the memories: the styles that started it all.",
  alternates: { canonical: "/legacy-pet-portraits" },
}

/** The shop's older demo paintings (public ones marked isDemo), newest first. */
export default async function LegacyPetPortraitsPage() {
  // The list call has no demo filter, so the newest public paintings are read and the demos kept.
  const [list, styleList] = await Promise.all([fetchPaintings({ scope: "isPublic", perPage: 100 }), fetchStyles("isPublic")])
  const titles = styleList.ok ? Object.fromEntries(styleList.data.styles.map((s) => [s.id, s.title])) : {}
  const demos = list.ok ? list.data.paintings.filter((p) => p.isDemo) : []
  return (
    <>
      <header className={styles.intro}>
        <p className="eyebrow">From the archive</p>
        <h1>Legacy pet portraits</h1>
        <p className={styles.lead}>
          The demo portraits our studio painted while each style was being made. Open one to order it as a print.
        </p>
      </header>
      {!list.ok ? (
        <BackendNotice what="the archive" />
      ) : demos.length ? (
        <PaintingGrid paintings={demos} styleTitles={titles} eager={1} label="Legacy pet portraits" />
      ) : (
        <EmptyState title="The archive is empty for now." href="/portraits" action="See the gallery">
          Our newest portraits are in the gallery.
        </EmptyState>
      )}
    </>
  )
}
