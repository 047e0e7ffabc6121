import type { Metadata } from "next"
import Link from "next/link"
import { PageHero } from "@/components/content/page-hero"
import { PaintingTiles } from "@/components/content/painting-tiles"
import styles from "@/components/content/content.module.css"
import { fetchPublicPaintings } from "@/lib/content/fetch-public-paintings"

export const dynamic = "force-dynamic"

const PER_PAGE = 24

export const metadata: Metadata = {
  title: "Social Feed",
  description: "The newest pet portraits painted by our customers, fresh from the easel. Tap one to see its post.",
}

type Props = { searchParams: Promise<{ page?: string }> }

/** /social-feed: recent public paintings as a picture feed; each opens its post (/artwork/{id}/post). */
export default async function SocialFeedPage({ searchParams }: Props) {
  const page = Math.max(1, Number.parseInt((await searchParams).page ?? "1", 10) || 1)
  const { paintings, count } = await fetchPublicPaintings(PER_PAGE, page)
  const pages = Math.ceil(count / PER_PAGE)
  return (
    <div className={styles.page}>
      <PageHero
        eyebrow="Social feed"
        title="Fresh from the easel"
        lead="The newest portraits our customers chose to share. Tap one to see its post."
      />
      {paintings.length > 0 ? (
        <section aria-label="Recent paintings" data-testid="social-feed">
          <PaintingTiles paintings={paintings} link="post" caption={false} />
        </section>
      ) : (
        <section className={styles.empty}>
          <h2>The easel is empty right now</h2>
          <p className={styles.muted}>New paintings appear here as soon as they are finished.</p>
        </section>
      )}
      <nav aria-label="Feed pages" className={styles.actions}>
        {page > 1 && (
          <Link className={styles.buttonGhost} href={page === 2 ? "/social-feed" : `/social-feed?page=${page - 1}`}>
            Newer
          </Link>
        )}
        {page < pages && (
          <Link className={styles.buttonGhost} href={`/social-feed?page=${page + 1}`}>
            Older
          </Link>
        )}
        <Link className={styles.button} href="/pet-portraits">
          Paint your pet
        </Link>
      </nav>
    </div>
  )
}
