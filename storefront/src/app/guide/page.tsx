import type { Metadata } from "next"
import Link from "next/link"
import { FramePreview } from "@/components/content/frame-preview"
import { PageHero } from "@/components/content/page-hero"
import { SizeGuide } from "@/components/content/size-guide"
import { StyleStrip } from "@/components/content/style-strip"
import styles from "@/components/content/content.module.css"
import { fetchPublicStyles } from "@/lib/content/fetch-public-styles"
import { imageAspect, styleImage } from "@/lib/content/style-image"
import { fetchStyleCount } from "@/lib/catalogue/fetch-styles"

export const dynamic = "force-dynamic"

export async function generateMetadata(): Promise<Metadata> {
  const count = await fetchStyleCount()
  return {
    title: "Pet Portrait Guide",
    description: `How to choose the right style, size and frame for your pet's portrait: ${count ? `all ${count} art styles` : "every art style"} with examples, canvas sizes to scale and the four frame options.`,
  }
}

/** Styles grouped by the mood they suit; slugs as in the catalogue. */
const MOODS = [
  {
    title: "Classic and timeless",
    slugs: ["oil", "heartstring-realism", "impasto", "dark-backgrounds"],
    text: "Rich colour and visible brushwork, like a portrait in a gallery. Perfect for memorials and for the living-room wall.",
  },
  {
    title: "Soft and light",
    slugs: ["watercolor", "impressionist", "minimalist"],
    text: "Gentle washes and loose strokes. Calm in bedrooms and nurseries, and forgiving of older or softer photos.",
  },
  {
    title: "Bold and playful",
    slugs: ["synthwave", "chromaflare-expressionism", "caricature", "imaginative-collage"],
    text: "Neon, big colour and a sense of humour. Made for the pet with a big personality.",
  },
  { title: "Dreamlike", slugs: ["cosmic/ethereal", "surreal"], text: "Starfields and dreamscapes that turn your pet into a small legend." },
]

/** /guide (Pet Portrait Guide): choosing a style, a size and a frame, with pictures. */
export default async function GuidePage() {
  const styleList = await fetchPublicStyles()
  const find = (slug: string) => styleList.find((s) => s.slug === slug)
  const frameStyle = find("oil") ?? styleList[0]
  const frameImage = frameStyle ? styleImage(frameStyle) : null
  const heroStyle = find("watercolor") ?? styleList[0]
  const heroImage = heroStyle ? styleImage(heroStyle) : null
  return (
    <div className={styles.page}>
      <PageHero
        eyebrow="Guides"
        title="Pet Portrait Guide"
        lead="Three choices make your portrait: the style, the size and the frame. Here is how to get each one right."
        image={
          heroStyle && heroImage
            ? { image: heroImage, alt: `A pet portrait in the ${heroStyle.title} style`, aspectRatio: imageAspect(heroImage) }
            : null
        }
      />
      <nav aria-label="On this page" className={styles.actions}>
        <a href="#style" className={styles.buttonGhost}>
          1. Style
        </a>
        <a href="#size" className={styles.buttonGhost}>
          2. Size
        </a>
        <a href="#frame" className={styles.buttonGhost}>
          3. Frame
        </a>
      </nav>

      <section className={styles.section} aria-labelledby="style">
        <h2 id="style">1. Choose a style</h2>
        <p className={styles.muted}>
          Think about the room it will hang in and your pet&apos;s character. Painting is free and takes under a minute, so try two or three
          styles and keep your favourite.
        </p>
        {MOODS.map((mood) => {
          const group = mood.slugs.map(find).filter((s) => s !== undefined)
          if (!group.length) return null
          return (
            <div key={mood.title}>
              <h3>{mood.title}</h3>
              <p>{mood.text}</p>
              <StyleStrip styleList={group} />
            </div>
          )
        })}
        {styleList.length === 0 && (
          <p>
            Our styles are being hung on the wall;{" "}
            <Link className={styles.inline} href="/pet-portraits">
              see the gallery
            </Link>{" "}
            in a moment.
          </p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="size">
        <h2 id="size">2. Choose a size</h2>
        <p className={styles.muted}>
          The sizes offered for a painting always match its shape, so nothing is cropped unexpectedly. Portrait canvases run from 8×10 in to
          24×36 in; square ones from 12×12 in to 24×24 in; posters from 12×12 in to 24×36 in.
        </p>
        <SizeGuide />
        <p>Measure the wall: a portrait looks best when it fills about two thirds of the width of the furniture below it.</p>
      </section>

      <section className={styles.section} aria-labelledby="frame">
        <h2 id="frame">3. Choose a frame</h2>
        <p className={styles.muted}>
          Every canvas is ready to hang without a frame. A float frame leaves a slim gap around the canvas so it seems to hover inside it.
        </p>
        {frameImage && <FramePreview image={frameImage} alt="The same pet portrait" aspectRatio={imageAspect(frameImage)} />}
        <h3>Signed artworks</h3>
        <p>
          Want it to feel like a commission? A signed artwork is signed by hand by our artist before it ships. See the{" "}
          <Link className={styles.inline} href="/products/signed-artworks">
            signed artworks
          </Link>
          .
        </p>
      </section>

      <section className={styles.section} aria-labelledby="next">
        <h2 id="next">Ready?</h2>
        <p>
          A good photo is the last ingredient: our{" "}
          <Link className={styles.inline} href="/photo-guide">
            photo guide
          </Link>{" "}
          takes two minutes. Ordering for a date? Read{" "}
          <Link className={styles.inline} href="/articles/the-art-of-timing">
            The Art of Timing
          </Link>
          .
        </p>
        <div className={styles.actions}>
          <Link href="/pet-portraits" className={styles.button}>
            Create your portrait
          </Link>
        </div>
      </section>
    </div>
  )
}
