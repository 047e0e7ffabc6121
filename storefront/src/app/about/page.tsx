import type { Metadata } from "next"
import Link from "next/link"
import { HowSteps } from "@/components/content/how-steps"
import { PageHero } from "@/components/content/page-hero"
import { PaintingTiles } from "@/components/content/painting-tiles"
import { StyleStrip } from "@/components/content/style-strip"
import styles from "@/components/content/content.module.css"
import { fetchPublicPaintings } from "@/lib/content/fetch-public-paintings"
import { fetchPublicStyles } from "@/lib/content/fetch-public-styles"
import { imageAspect, styleImage } from "@/lib/content/style-image"
import { fetchStyleCount } from "@/lib/catalogue/fetch-styles"
import { countedStyles } from "@/lib/catalogue/style-count"

export const dynamic = "force-dynamic"

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: "Our Story",
    description: `A small shop that turns photos of pets into paintings in ${countedStyles(await fetchStyleCount())}, printed on canvas in our own studio. How a portrait is made, from your photo to your wall.`,
  }
}

/** /about (Our Story): the shop, how a painting is made, and recent paintings. */
export default async function AboutPage() {
  const [styleList, { paintings }] = await Promise.all([fetchPublicStyles(), fetchPublicPaintings(6)])
  const byslug = (slug: string) => styleList.find((s) => s.slug === slug) ?? styleList[0]
  const styleCount = styleList.length || null
  const heroStyle = byslug("oil")
  const heroImage = heroStyle ? styleImage(heroStyle) : null
  const painted = paintings[0]?.image ?? (byslug("watercolor") ? styleImage(byslug("watercolor")) : null)
  return (
    <div className={styles.page}>
      <PageHero
        eyebrow="Our Story"
        title="Every pet deserves a portrait"
        lead="We are a small shop of painters, printers and pet people. We built a painting engine that turns a photo of your companion into a real work of art in seconds, then we print it on canvas and send it to your door."
        image={
          heroImage
            ? { image: heroImage, alt: `A pet portrait in the ${heroStyle.title} style`, aspectRatio: imageAspect(heroImage) }
            : null
        }
      >
        <div className={styles.actions}>
          <Link href="/pet-portraits" className={styles.button}>
            Browse the styles
          </Link>
          <Link href="/guide" className={styles.buttonGhost}>
            Read the guide
          </Link>
        </div>
      </PageHero>

      <section className={styles.section} aria-labelledby="story">
        <h2 id="story">How it started</h2>
        <div className={styles.prose}>
          <p>
            It started with an old terrier called Biscuit and a shoebox of blurry photos. A hand-painted portrait would have taken months
            and cost more than we could spend, so we began teaching a computer to paint the way painters do: blocking in the background,
            laying brush strokes along the fur, adding the light in the eyes last.
          </p>
          <p>
            Today the same engine paints thousands of cats and dogs in {countedStyles(styleCount, "styles")}, from quiet Watercolor and
            classic Oil to the neon of Synthwave. Every style was tuned by hand on real pets, and every canvas is printed, stretched and
            checked by people who love animals as much as you do.
          </p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="how">
        <h2 id="how">How a painting is made</h2>
        <HowSteps
          steps={[
            {
              title: "Your photo",
              text: "Upload a clear photo of your pet. We analyse it in a few seconds and find your pet's outline, face and fur.",
              image: "/photo-guide/whole-head-good.webp",
              alt: "A clear photo of a tortoiseshell-and-white cat looking at the camera",
            },
            {
              title: "Choose a style",
              text: `Pick one of ${countedStyles(styleCount, "styles")}. Each is a recipe of painting layers: background, brush strokes, texture and light.`,
              image: byslug("impressionist") ? styleImage(byslug("impressionist")) : null,
              alt: "An example painting in the Impressionist style",
            },
            {
              title: "Painted in seconds",
              text: "Watch your portrait appear on screen, stroke by stroke, usually in under a minute. Try as many styles as you like.",
              image: painted,
              alt: "A finished pet painting",
            },
            {
              title: "Printed and shipped",
              text: "We print it at full resolution on archival canvas or poster paper, frame it if you like, and ship it to you.",
              image: byslug("heartstring-realism") ? styleImage(byslug("heartstring-realism")) : null,
              alt: "A pet portrait in the Heartstring Realism style, as printed on canvas",
            },
          ]}
        />
      </section>

      {paintings.length > 0 && (
        <section className={styles.section} aria-labelledby="recent">
          <h2 id="recent">Recently painted</h2>
          <p className={styles.muted}>Portraits our customers chose to share.</p>
          <PaintingTiles paintings={paintings} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="styles">
        <h2 id="styles">Thirteen ways to see your pet</h2>
        <StyleStrip styleList={styleList} />
      </section>

      <section className={styles.section} aria-labelledby="promise">
        <h2 id="promise">Our promise</h2>
        <ul className={styles.gridWide}>
          <li className={styles.card}>
            <h3>Made for you</h3>
            <p>Every print is made to order from your own painting. Nothing sits in a warehouse.</p>
          </li>
          <li className={styles.card}>
            <h3>Built to last</h3>
            <p>
              Pigment inks on archival canvas keep their colour for decades.{" "}
              <Link className={styles.inline} href="/articles/caring-for-your-canvas">
                Caring for your canvas
              </Link>{" "}
              takes a minute.
            </p>
          </li>
          <li className={styles.card}>
            <h3>Real people</h3>
            <p>
              Questions, special dates or a print that arrived damaged:{" "}
              <Link className={styles.inline} href="/contact">
                write to us
              </Link>{" "}
              and a person answers.
            </p>
          </li>
        </ul>
      </section>
    </div>
  )
}
