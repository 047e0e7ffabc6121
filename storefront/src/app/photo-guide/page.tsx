import type { Metadata } from "next"
import Link from "next/link"
import { PageHero } from "@/components/content/page-hero"
import { PhotoTip } from "@/components/content/photo-tip"
import styles from "@/components/content/content.module.css"
import { PHOTO_CREDITS, PHOTO_TIPS } from "@/content/photo-guide"

export const metadata: Metadata = {
  title: "How to Take a Good Photo of Your Pet",
  description:
    "Five quick tips for a pet photo that paints beautifully: soft light, eye level, the whole head in the frame, no blur, one pet. With good and poor examples.",
}

/** /photo-guide: five tips, each with a good and a poor example, and the photo credits. */
export default function PhotoGuidePage() {
  return (
    <div className={styles.page}>
      <PageHero
        eyebrow="Guides"
        title="How to take a good photo of your pet"
        lead="The painting can only be as good as the photo. A phone camera is all you need; these five tips take two minutes and make all the difference."
      />
      {PHOTO_TIPS.map((tip, i) => (
        <PhotoTip key={tip.id} tip={tip} index={i} />
      ))}
      <section className={styles.section} aria-labelledby="ready">
        <h2 id="ready">Got the photo?</h2>
        <p>
          Pick a style in the{" "}
          <Link className={styles.inline} href="/guide">
            Pet Portrait Guide
          </Link>{" "}
          and upload your photo; the painting is ready in under a minute. An older photo of a pet who has passed away? Upload it anyway:
          soft styles like Watercolor are very forgiving.
        </p>
        <div className={styles.actions}>
          <Link href="/pet-portraits" className={styles.button}>
            Choose a style
          </Link>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="credits">
        <h2 id="credits">Photo credits</h2>
        <ul className={styles.muted}>
          {PHOTO_CREDITS.map((c) => (
            <li key={c.photo}>
              {c.photo}: {c.author} ({c.licence}). Cropped and edited to show each example.
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
